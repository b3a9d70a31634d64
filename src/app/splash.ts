/**
 * The loading screen in index.html shows only a spinner until the configuration says whose site this is. As soon
 * as it does (src/app/early.ts, well before the app's JavaScript has arrived on a phone), this puts the brand's logo
 * and name above the spinner, the way the app's own checking screen (src/views/boot/boot-screens.tsx) draws them,
 * so the player sees the site's name at once and nothing jumps when the app takes over.
 */
export const SPLASH_ID = "boot-splash";

export function paintSplash(doc: Document, brand: { name: string; logo: string }): boolean {
  const splash = doc.getElementById(SPLASH_ID);
  if (!splash || splash.dataset.brand !== undefined) return false;
  const box = doc.createElement("div");
  box.className = "splash-brand";
  const logo = doc.createElement("img");
  logo.src = brand.logo;
  logo.alt = "";
  logo.width = 56;
  logo.height = 56;
  const name = doc.createElement("p");
  name.textContent = brand.name;
  box.append(logo, name, ...splash.childNodes);
  splash.append(box);
  splash.dataset.brand = brand.name;
  return true;
}
