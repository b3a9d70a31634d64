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
    // The file is the one the site serves (public/) and is what its name says (the PNG signature); its size
    // (IHDR) is square and large enough for where it is drawn: a logo at 36 px on a 3× phone screen, the icon at 64.
    const png = (picture: string) => {
      expect(picture).toMatch(/\.png$/);
      const bytes = readFileSync(resolve(process.cwd(), "public", picture.slice(1)));
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
      expect(width).toBe(height);
      return width;
    };
    for (const logo of logos) expect(png(logo)).toBeGreaterThanOrEqual(108);
    expect(png(icon as string)).toBeGreaterThanOrEqual(64);
  });

  it("the default brand applies its own theme", async () => {
    await renderApp("/");
    await screen.findByRole("main");
    expect(document.documentElement.classList.contains(themeClass.aurora)).toBe(true);
  });
});
