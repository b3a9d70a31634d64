import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const hero = style({
  position: "relative",
  overflow: "hidden",
  padding: `${vars.space.xl} ${vars.space.lg}`,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.large,
  background: `linear-gradient(120deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
  minHeight: 180,
});

export const heroTitle = style({ margin: 0, fontSize: "clamp(1.6rem, 4vw, 2.4rem)" });
export const heroText = style({ margin: `${vars.space.sm} 0 ${vars.space.md}`, color: vars.color.textMuted, maxWidth: 560 });

export const notice = style({
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.accent}`,
  background: vars.color.surface,
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: "1.3rem" });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  height: "100%",
  padding: vars.space.md,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { borderColor: vars.color.accent } },
});

export const cardTitle = style({ margin: 0, fontSize: "1.1rem" });
export const cardMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem" });

export const vendorRow = style({ display: "flex", gap: vars.space.xs, flexWrap: "wrap", minHeight: 36 });
export const vendorIcon = style({ width: 36, height: 36, borderRadius: vars.radius.small, display: "block" });
