import { describe, expect, it } from "vitest";
import { LANG_KEY, languageOfTag, likelyLanguage } from "../../src/i18n/locale.ts";

function storage(lang?: string): Storage {
  const store = window.localStorage;
  store.clear();
  if (lang !== undefined) store.setItem(LANG_KEY, lang);
  return store;
}

describe("the language guessed before the configuration is in", () => {
  it("is the visitor's stored choice", () => {
    expect(likelyLanguage(storage("vi"), "pt")).toBe("vi");
  });

  it("is the page's own language when nothing usable is stored", () => {
    expect(likelyLanguage(storage(), "en")).toBe("en");
    expect(likelyLanguage(storage("klingon"), "ja")).toBe("ja");
  });

  it("reads a regional tag as its language", () => {
    expect(likelyLanguage(storage(), "pt-BR")).toBe("pt");
    expect(likelyLanguage(storage(), "ZH-cn")).toBe("zh");
  });

  it("is no guess at all when neither names a language the product has", () => {
    expect(likelyLanguage(storage(), "de")).toBeNull();
    expect(likelyLanguage(storage(), "")).toBeNull();
  });
});

describe("the product's language of a browser's language tag", () => {
  it("is the tag's language when the product has it, in any letter case or region", () => {
    expect(languageOfTag("th")).toBe("th");
    expect(languageOfTag("id-ID")).toBe("id");
    expect(languageOfTag("VI")).toBe("vi");
  });

  it("is null for a language the product does not have", () => {
    expect(languageOfTag("fr-FR")).toBeNull();
  });
});
