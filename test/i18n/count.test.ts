// @vitest-environment node
/** formatCount writes whole counts exactly as Intl.NumberFormat does, for every language of the site. */
import { describe, expect, it } from "vitest";
import { formatCount, pluralForm } from "../../src/i18n/count.ts";
import { LANGUAGES } from "../../src/config/schema.ts";
import { LANGUAGE_TAGS } from "../../src/i18n/locale.ts";

const COUNTS = [0, 1, 7, 12, 999, 1000, 1001, 1234, 9999, 10000, 10001, 99999, 123456, 999999, 1000000, 1234567, 10000000, 987654321];

describe("formatCount", () => {
  for (const language of LANGUAGES) {
    it(`writes counts as Intl does in ${language} (and as its tag ${LANGUAGE_TAGS[language]} does)`, () => {
      for (const count of COUNTS) {
        const own = formatCount(count, language);
        expect(own).toBe(new Intl.NumberFormat([language, "en"]).format(count));
        expect(own).toBe(new Intl.NumberFormat(LANGUAGE_TAGS[language]).format(count));
      }
    });
  }

  it("leaves other locales and numbers that are not whole counts to Intl", () => {
    expect(formatCount(10000, "de")).toBe("10.000");
    expect(formatCount(1234.5, "en")).toBe("1,234.5");
    expect(formatCount(-1234, "pt")).toBe("-1.234");
  });

  it("picks the count's plural form by the language's rules (Portuguese counts 0 and 1 as one; Japanese has one form)", () => {
    expect([0, 1, 2, 10000].map((n) => pluralForm(n, "pt"))).toEqual(["one", "one", "other", "other"]);
    expect([0, 1, 2].map((n) => pluralForm(n, "en"))).toEqual(["other", "one", "other"]);
    expect([1, 2].map((n) => pluralForm(n, "ja"))).toEqual(["other", "other"]);
  });
});
