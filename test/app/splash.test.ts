import { afterEach, describe, expect, it } from "vitest";
import { paintSplash } from "../../src/app/splash.ts";

const brand = { name: "Aurora Casino", logo: "/brand/aurora/logo.png" };

function mountSplash() {
  document.body.innerHTML = '<div id="root"><div id="boot-splash" role="status"><span></span></div></div>';
  const splash = document.getElementById("boot-splash")!;
  const spinner = splash.querySelector("span")!;
  return { splash, spinner };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("boot splash branding", () => {
  it("puts the brand's logo and name above the spinner, inside one box", () => {
    const { splash, spinner } = mountSplash();
    expect(paintSplash(document, brand)).toBe(true);

    expect(splash.children).toHaveLength(1);
    const box = splash.firstElementChild!;
    expect(box).toHaveClass("splash-brand");
    expect([...box.children].map((child) => child.tagName)).toEqual(["IMG", "P", "SPAN"]);
    expect(box.lastElementChild).toBe(spinner);

    const logo = box.querySelector("img")!;
    expect(logo.getAttribute("src")).toBe(brand.logo);
    expect(logo.getAttribute("alt")).toBe("");
    expect(logo.getAttribute("width")).toBe("56");
    expect(logo.getAttribute("height")).toBe("56");
    expect(box.querySelector("p")).toHaveTextContent("Aurora Casino");
  });

  it("moves the original spinner into the box instead of copying it", () => {
    const { splash, spinner } = mountSplash();
    paintSplash(document, brand);
    expect(spinner.parentElement).toHaveClass("splash-brand");
    expect(splash.querySelectorAll("span")).toHaveLength(1);
  });

  it("keeps the loading status on the splash itself", () => {
    const { splash } = mountSplash();
    paintSplash(document, brand);
    expect(document.getElementById("boot-splash")).toBe(splash);
    expect(splash).toHaveAttribute("role", "status");
  });

  it("paints only once", () => {
    const { splash } = mountSplash();
    expect(paintSplash(document, brand)).toBe(true);
    expect(paintSplash(document, { name: "Other", logo: "/other.png" })).toBe(false);
    expect(splash.querySelectorAll(".splash-brand")).toHaveLength(1);
    expect(splash.querySelectorAll("img")).toHaveLength(1);
    expect(splash.querySelector("p")).toHaveTextContent("Aurora Casino");
  });

  it("does nothing when the page has no splash (the app has already replaced it)", () => {
    document.body.innerHTML = '<div id="root"><main></main></div>';
    expect(paintSplash(document, brand)).toBe(false);
    expect(document.querySelector(".splash-brand")).toBeNull();
  });
});
