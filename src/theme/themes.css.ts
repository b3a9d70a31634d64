import { createTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";
import type { BrandTokens } from "./tokens.ts";
import { aurora } from "./brands/aurora.ts";
import { jade } from "./brands/jade.ts";
import type { BrandTheme } from "../config/schema.ts";

const space = { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px" };

function brandTheme(tokens: BrandTokens, name: string): string {
  return createTheme(vars, { ...tokens, space }, name);
}

/** Class name per brand theme id; the root view applies the configured one to <html>. */
export const themeClass: Record<BrandTheme, string> = {
  aurora: brandTheme(aurora, "aurora"),
  jade: brandTheme(jade, "jade"),
};
