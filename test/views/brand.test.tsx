import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { screen } from "@testing-library/react";
import { renderApp } from "../render-app.tsx";
import { themeClass } from "../../src/theme/themes.css.ts";
import { aurora } from "../../src/theme/brands/aurora.ts";
import { jade } from "../../src/theme/brands/jade.ts";
import { parseConfig } from "../../src/config/schema.ts";

function leaves(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, v]) => (typeof v === "object" && v !== null ? leaves(v as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

describe("white-label brands", () => {
  it("every brand defines every token of the contract", () => {
    expect(leaves(jade).sort()).toEqual(leaves(aurora).sort());
    expect(leaves(aurora).length).toBeGreaterThan(20);
  });

  it("the second brand is a token file plus a config change", async () => {
    const jadeConfig = JSON.parse(readFileSync(resolve(process.cwd(), "docs/brands/jade.config.json"), "utf8")) as Record<string, unknown>;
    expect(parseConfig(jadeConfig).ok).toBe(true);
    localStorage.setItem("lang", "en");
    await renderApp("/", { brand: jadeConfig.brand, supportLanguages: jadeConfig.supportLanguages });
    expect(await screen.findByRole("heading", { name: "Welcome to Jade Club" })).toBeInTheDocument();
    expect(document.documentElement.classList.contains(themeClass.jade)).toBe(true);
    expect(document.documentElement.classList.contains(themeClass.aurora)).toBe(false);
    expect(screen.getByRole("combobox").querySelectorAll("option")).toHaveLength(3);
  });

  it("the brands' logos and the site icon are raster pictures that exist, so no first load builds an SVG document on its main thread (ADR 0011)", () => {
    const read = (path: string) => readFileSync(resolve(process.cwd(), path), "utf8");
    const logos = ["public/config.json", "docs/brands/jade.config.json"].map((file) => (JSON.parse(read(file)) as { brand: { logo: string } }).brand.logo);
    const icon = /<link rel="icon" href="([^"]+)"/.exec(read("index.html"))?.[1];
    expect(icon).toBeDefined();
    for (const picture of [...logos, icon as string]) {
      expect(picture).toMatch(/\.png$/);
      // The file is the one the site serves (public/), and is what its name says (the PNG signature).
      expect(readFileSync(resolve(process.cwd(), "public", picture.slice(1))).subarray(1, 4).toString("latin1")).toBe("PNG");
    }
  });

  it("the default brand applies its own theme", async () => {
    await renderApp("/");
    await screen.findByRole("main");
    expect(document.documentElement.classList.contains(themeClass.aurora)).toBe(true);
  });
});
