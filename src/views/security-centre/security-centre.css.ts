import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const sections = style({ display: "grid", gap: vars.space.md });
/** One thing bound to the account: its name and value on one line, its button or form under them. */
export const section = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});
export const sectionHead = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.sm });
export const sectionTitle = style({ margin: 0 });
export const bound = style({ color: vars.color.textMuted, overflowWrap: "anywhere" });
export const cards = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const card = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const mono = style({ fontVariantNumeric: "tabular-nums", letterSpacing: "0.04em" });
/** A section's live region while nothing was saved there: present (so the announcement is heard) but taking no room. */
export const empty = style({ margin: 0 });
export const saved = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.bold });
/** Bind, change and add buttons keep their own width. */
export const opener = style({ justifySelf: "start" });
