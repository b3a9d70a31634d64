import { createTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";
import type { BrandTokens } from "./tokens.ts";
import { aurora } from "./brands/aurora.ts";
import { jade } from "./brands/jade.ts";
import type { BrandTheme } from "../config/schema.ts";

const space = { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px" };
/** The type scale (12, 14, 16, 20 and 28 px at the default root size) and its two weights; see the contract. */
export const fontSize = { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.75rem" };
export const fontWeight = { regular: "400", bold: "700" };

function brandTheme(tokens: BrandTokens, name: string): string {
  return createTheme(vars, { ...tokens, space, fontSize, fontWeight }, name);
}

/** Class name per brand theme id; the root view applies the configured one to <html>. */
export const themeClass: Record<BrandTheme, string> = {
  aurora: brandTheme(aurora, "aurora"),
  jade: brandTheme(jade, "jade"),
};
