/**
 * A country's name in the player's language. The platform sends its country list and the visitor's country with
 * English names; the browser's CLDR data (Intl.DisplayNames) names a region by its ISO code in every language we
 * ship ("Brasil", "ブラジル", "巴西"). The platform's own name stays when the code is missing or unknown.
 */
const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "none" });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

export function countryName(countryCode: string | undefined, platformName: string, locale: string): string {
  const code = countryCode?.trim().toUpperCase() ?? "";
  if (!/^[A-Z]{2}$/.test(code)) return platformName;
  try {
    return regionNames(locale)?.of(code) ?? platformName;
  } catch {
    return platformName;
  }
}
