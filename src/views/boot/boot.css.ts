import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const screen = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.lg,
  background: vars.color.page,
});

export const card = style({
  width: "100%",
  maxWidth: 560,
  padding: vars.space.xl,
  textAlign: "center",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.raised,
  "@media": { "(max-width: 480px)": { padding: vars.space.lg } },
});

export const kicker = style({
  margin: 0,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  fontSize: vars.fontSize.sm,
});

export const title = style({ margin: `${vars.space.sm} 0`, fontSize: vars.fontSize.xl });

export const text = style({ margin: `${vars.space.sm} 0`, color: vars.color.textMuted });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.md} auto`,
  maxWidth: 360,
  textAlign: "left",
});

export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontFamily: "ui-monospace, monospace" });

export const actions = style({ display: "flex", gap: vars.space.sm, justifyContent: "center", flexWrap: "wrap", marginTop: vars.space.lg });

const spin = keyframes({ to: { transform: "rotate(1turn)" } });

/**
 * Eight segments of a ring, brightest at the head, turning one segment at a time (the same picture as index.html's
 * loading screen). A stepped turn changes the picture eight times a second, so the browser composites eight frames a
 * second rather than sixty while the page loads (a smooth turn kept the compositor busy on every frame; ADR 0011).
 */
export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: "50%",
  background: vars.color.accent,
  mask: "repeating-conic-gradient(#000 0 33deg, #0000 0 45deg), radial-gradient(farthest-side, #0000 calc(100% - 5px), #000 calc(100% - 4px)), conic-gradient(#0000 10%, #000)",
  maskComposite: "intersect",
  animation: `${spin} 1s steps(8) infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const splashBrand = style({ display: "flex", flexDirection: "column", alignItems: "center", gap: 16 });
export const splashName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const icon = style({ width: 48, height: 48, color: vars.color.accent });
