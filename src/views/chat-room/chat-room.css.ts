import { style } from "@vanilla-extract/css";

export const frame = style({ display: "block", width: "min(90vw, 720px)", height: "min(70vh, 640px)", border: 0 });
