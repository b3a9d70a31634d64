// @vitest-environment node
import { describe, expect, it } from "vitest";
import { countryName } from "../../src/i18n/country-name.ts";

describe("country names in the player's language", () => {
  it("names a country by its ISO code in each language, not in the platform's English", () => {
    expect(countryName("BR", "Brazil", "pt")).toBe("Brasil");
    expect(countryName("BR", "Brazil", "ja")).toBe("ブラジル");
    expect(countryName("br", "Brazil", "zh")).toBe("巴西");
    expect(countryName("VN", "Vietnam", "vi")).toBe("Việt Nam");
    expect(countryName("BR", "Brazil", "en")).toBe("Brazil");
  });

  it("keeps the platform's name when the code is missing or names no region", () => {
    expect(countryName(undefined, "Brazil", "pt")).toBe("Brazil");
    expect(countryName("", "Somewhere", "pt")).toBe("Somewhere");
    expect(countryName("ZZZ", "Elsewhere", "ja")).toBe("Elsewhere");
  });
});
