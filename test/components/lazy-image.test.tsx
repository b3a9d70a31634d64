/** LazyImage (SPEC §9): visibility threshold, attempts and throttle, fallback tile, loaded-URL cache, reserved box, priority. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { LAZY_IMAGE, LazyImage, clearImageCache, isImageCached, type LazyImageProps } from "../../src/components/lazy-image/lazy-image.tsx";
import { FakeIntersectionObserver, intersect, watchersOf } from "../fake-intersection-observer.ts";

const SRC = "https://cdn.example.test/games/fortune-tiger.png";
const ALT = "Fortune Tiger";

function renderImage(props: Partial<LazyImageProps> = {}) {
  const view = render(<LazyImage src={SRC} alt={ALT} width={180} height={120} {...props} />);
  const box = () => {
    const element = view.container.querySelector<HTMLElement>("[data-image]");
    if (!element) throw new Error("no lazy image box");
    return element;
  };
  return { ...view, box };
}

const image = () => screen.getByRole("img", { name: ALT });
const imgElement = (container: HTMLElement) => container.querySelector("img");
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  clearImageCache();
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearImageCache();
});

describe("LazyImage waiting for visibility", () => {
  it("loads nothing until shown: no <img>, data-image waiting, an img role named by the alt", () => {
    const { container, box } = renderImage();
    expect(imgElement(container)).toBeNull();
    expect(box()).toHaveAttribute("data-image", "waiting");
    expect(box()).toHaveAttribute("role", "img");
    expect(image()).toBe(box());
    expect(watchersOf(box())).toHaveLength(1);
  });

  it("watches with the SPEC threshold of 0.1", () => {
    const { box } = renderImage();
    const [watcher] = watchersOf(box());
    expect(watcher?.options.threshold).toBe(LAZY_IMAGE.threshold);
    expect(LAZY_IMAGE.threshold).toBe(0.1);
  });

  it("a ratio below 0.1 does not start it; 0.1 does, with an <img> of the src", () => {
    const { container, box } = renderImage();
    intersect(box(), 0.09);
    expect(box()).toHaveAttribute("data-image", "waiting");
    expect(imgElement(container)).toBeNull();
    intersect(box(), 0.1);
    expect(box()).toHaveAttribute("data-image", "loading");
    const img = imgElement(container);
    expect(img).not.toBeNull();
    expect(img).toHaveAttribute("src", SRC);
    expect(img).toHaveAttribute("alt", ALT);
    expect(img).toHaveAttribute("width", "180");
    expect(img).toHaveAttribute("height", "120");
    // Once loading, the box is no longer an image itself: the <img> is the one image with that name.
    expect(box()).not.toHaveAttribute("role");
    expect(screen.getAllByRole("img", { name: ALT })).toEqual([img]);
    // Started: the box is no longer watched.
    expect(watchersOf(box())).toHaveLength(0);
  });

  it("an entry that is not intersecting does not start it, whatever its ratio", () => {
    const { container, box } = renderImage();
    intersect(box(), 0.5, false);
    expect(box()).toHaveAttribute("data-image", "waiting");
    expect(imgElement(container)).toBeNull();
  });

  it("entries for another element do not start it", () => {
    const first = renderImage();
    const other = render(<LazyImage src="https://cdn.example.test/other.png" alt="Other" width={180} height={120} />);
    const otherBox = other.container.querySelector("[data-image]")!;
    intersect(otherBox, 1);
    expect(otherBox).toHaveAttribute("data-image", "loading");
    expect(first.box()).toHaveAttribute("data-image", "waiting");
    expect(imgElement(first.container)).toBeNull();
  });

  it("stops watching when unmounted", () => {
    const { box, unmount } = renderImage();
    const element = box();
    expect(watchersOf(element)).toHaveLength(1);
    unmount();
    expect(watchersOf(element)).toHaveLength(0);
  });

  it("without IntersectionObserver at all it loads at once", () => {
    vi.unstubAllGlobals();
    expect(typeof IntersectionObserver).toBe("undefined");
    const { container, box } = renderImage();
    expect(box()).toHaveAttribute("data-image", "loading");
    expect(imgElement(container)).toHaveAttribute("src", SRC);
  });
});

describe("LazyImage attempts and fallback", () => {
  it("an error retries with a new <img> no sooner than 200 ms after the previous attempt", () => {
    vi.useFakeTimers();
    const { container, box } = renderImage();
    intersect(box(), 1);
    const first = imgElement(container)!;
    fireEvent.error(first);
    advance(199);
    expect(imgElement(container)).toBe(first);
    advance(1);
    const second = imgElement(container)!;
    expect(second).not.toBe(first);
    expect(second).toHaveAttribute("src", SRC);
    expect(box()).toHaveAttribute("data-image", "loading");
  });

  it("the 200 ms count from the start of the previous attempt, not from its error", () => {
    vi.useFakeTimers();
    const { container, box } = renderImage();
    intersect(box(), 1);
    const first = imgElement(container)!;
    advance(150);
    fireEvent.error(first);
    advance(49);
    expect(imgElement(container)).toBe(first);
    advance(1);
    const second = imgElement(container)!;
    expect(second).not.toBe(first);
    // An error long after its attempt started retries without further wait.
    advance(1000);
    fireEvent.error(second);
    advance(0);
    expect(imgElement(container)).not.toBe(second);
  });

  it("after the third error the fallback tile shows the initials of the alt, and nothing is retried", () => {
    vi.useFakeTimers();
    const { container, box } = renderImage();
    intersect(box(), 1);
    const seen: HTMLImageElement[] = [];
    for (let attempt = 1; attempt <= LAZY_IMAGE.attempts; attempt++) {
      const img = imgElement(container)!;
      expect(seen).not.toContain(img);
      seen.push(img);
      expect(box()).toHaveAttribute("data-image", "loading");
      fireEvent.error(img);
      if (attempt < LAZY_IMAGE.attempts) {
        expect(box()).toHaveAttribute("data-image", "loading");
        advance(LAZY_IMAGE.throttleMs);
      }
    }
    expect(seen).toHaveLength(3);
    expect(box()).toHaveAttribute("data-image", "fallback");
    expect(imgElement(container)).toBeNull();
    expect(box()).toHaveAttribute("role", "img");
    expect(image()).toBe(box());
    expect(box()).toHaveTextContent(/^FT$/);
    advance(10_000);
    expect(box()).toHaveAttribute("data-image", "fallback");
    expect(imgElement(container)).toBeNull();
    expect(isImageCached(SRC)).toBe(false);
  });

  it("the fallback uses the first letters of at most two words", () => {
    vi.useFakeTimers();
    const { container, box } = renderImage({ alt: "  Mahjong   Ways  Deluxe " });
    intersect(box(), 1);
    for (let attempt = 1; attempt <= 3; attempt++) {
      fireEvent.error(imgElement(container)!);
      advance(LAZY_IMAGE.throttleMs);
    }
    expect(box()).toHaveAttribute("data-image", "fallback");
    expect(box()).toHaveTextContent(/^MW$/);
    // The accessible name is the alt with its white space collapsed.
    expect(screen.getByRole("img", { name: "Mahjong Ways Deluxe" })).toBe(box());
  });

  it("a load after a failed attempt shows the image", () => {
    vi.useFakeTimers();
    const { container, box } = renderImage();
    intersect(box(), 1);
    fireEvent.error(imgElement(container)!);
    advance(LAZY_IMAGE.throttleMs);
    fireEvent.load(imgElement(container)!);
    expect(box()).toHaveAttribute("data-image", "loaded");
    expect(isImageCached(SRC)).toBe(true);
    advance(10_000);
    expect(box()).toHaveAttribute("data-image", "loaded");
  });

  it("unmounting during the wait before a retry leaves no timer behind", () => {
    vi.useFakeTimers();
    const { container, box, unmount } = renderImage();
    intersect(box(), 1);
    fireEvent.error(imgElement(container)!);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("LazyImage loaded-URL cache", () => {
  /** Loads every URL in order (priority images, so no visibility needed), then unmounts them. */
  function loadAll(urls: readonly string[]) {
    const { container, unmount } = render(
      <>
        {urls.map((url) => (
          <LazyImage key={url} src={url} alt={url} width={10} height={10} priority />
        ))}
      </>,
    );
    const imgs = [...container.querySelectorAll("img")];
    expect(imgs.map((img) => img.getAttribute("src"))).toEqual(urls);
    for (const img of imgs) fireEvent.load(img);
    unmount();
  }
  const others = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `https://cdn.example.test/other-${from + i}.png`);

  it("a load marks it loaded; a later image of the same src shows loaded at once, without waiting", () => {
    const first = renderImage();
    intersect(first.box(), 1);
    const img = imgElement(first.container)!;
    expect(isImageCached(SRC)).toBe(false);
    fireEvent.load(img);
    expect(first.box()).toHaveAttribute("data-image", "loaded");
    expect(isImageCached(SRC)).toBe(true);
    first.unmount();

    const again = renderImage();
    expect(again.box()).toHaveAttribute("data-image", "loaded");
    expect(imgElement(again.container)).toHaveAttribute("src", SRC);
    expect(watchersOf(again.box())).toHaveLength(0);
    // Another URL still waits.
    const other = render(<LazyImage src="https://cdn.example.test/other.png" alt="Other" width={180} height={120} />);
    expect(other.container.querySelector("[data-image]")).toHaveAttribute("data-image", "waiting");
  });

  it("the loaded image gets the shown class, a loading one does not", () => {
    const { container, box } = renderImage();
    intersect(box(), 1);
    const loadingClass = imgElement(container)!.className;
    fireEvent.load(imgElement(container)!);
    const loadedClass = imgElement(container)!.className;
    expect(loadedClass).not.toBe(loadingClass);
    expect(loadedClass.split(" ")).toEqual(expect.arrayContaining(loadingClass.split(" ")));
  });

  it("a picture the browser already has (complete when put in the page) shows at once, without its load event", () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    const width = vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(180);
    try {
      const { box } = renderImage({ priority: true });
      expect(box()).toHaveAttribute("data-image", "loaded");
      expect(isImageCached(SRC)).toBe(true);
    } finally {
      complete.mockRestore();
      width.mockRestore();
    }
  });

  it("a picture still on its way (or broken: no width) waits for its load event", () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    try {
      const { box, container } = renderImage({ priority: true });
      expect(box()).toHaveAttribute("data-image", "loading");
      fireEvent.load(imgElement(container)!);
      expect(box()).toHaveAttribute("data-image", "loaded");
    } finally {
      complete.mockRestore();
    }
  });

  it("clearImageCache forgets every URL", () => {
    loadAll([SRC]);
    expect(isImageCached(SRC)).toBe(true);
    clearImageCache();
    expect(isImageCached(SRC)).toBe(false);
    expect(renderImage().box()).toHaveAttribute("data-image", "waiting");
  });

  it("remembers 200 URLs: after 200 other URLs load, the first is no longer cached", () => {
    expect(LAZY_IMAGE.cacheSize).toBe(200);
    loadAll([SRC]);
    loadAll(others(199));
    expect(isImageCached(SRC)).toBe(true);
    loadAll(others(1, 199));
    expect(isImageCached(SRC)).toBe(false);
    expect(isImageCached(others(1)[0]!)).toBe(true);
    expect(isImageCached(others(1, 199)[0]!)).toBe(true);
    expect(renderImage().box()).toHaveAttribute("data-image", "waiting");
  });

  it("drops the least recently loaded first: loading a URL again keeps it", () => {
    const older = "https://cdn.example.test/older.png";
    loadAll([SRC, older]);
    // SRC loads again (a cached image still fires load), so `older` is now the least recently used.
    const again = renderImage();
    expect(again.box()).toHaveAttribute("data-image", "loaded");
    fireEvent.load(imgElement(again.container)!);
    again.unmount();
    loadAll(others(199));
    expect(isImageCached(older)).toBe(false);
    expect(isImageCached(SRC)).toBe(true);
    loadAll(others(1, 199));
    expect(isImageCached(SRC)).toBe(false);
  });
});

describe("LazyImage timing across priority and a new address", () => {
  // SPEC §9: attempts at least 200 ms apart, and `priority` keeps "the attempts and the fallback the same".
  it("priority: the first retry also waits 200 ms after the first attempt", () => {
    vi.useFakeTimers();
    const { container } = renderImage({ priority: true });
    const first = imgElement(container)!;
    fireEvent.error(first);
    advance(199);
    expect(imgElement(container)).toBe(first);
  });

  // A retry of the old address still pending when `src` changes must not start the new one.
  it("a new src waits for visibility even if a retry of the old src was pending", () => {
    vi.useFakeTimers();
    const view = renderImage();
    intersect(view.box(), 1);
    fireEvent.error(imgElement(view.container)!);
    view.rerender(<LazyImage src="https://cdn.example.test/new.png" alt={ALT} width={180} height={120} />);
    expect(view.box()).toHaveAttribute("data-image", "waiting");
    advance(LAZY_IMAGE.throttleMs);
    expect(view.box()).toHaveAttribute("data-image", "waiting");
    expect(imgElement(view.container)).toBeNull();
  });
});

describe("LazyImage edge cases", () => {
  it("a remembered address that fails now is forgotten and retried, then falls back", () => {
    vi.useFakeTimers();
    const first = renderImage({ priority: true });
    fireEvent.load(imgElement(first.container)!);
    first.unmount();
    const again = renderImage();
    expect(again.box()).toHaveAttribute("data-image", "loaded");
    fireEvent.error(imgElement(again.container)!);
    expect(isImageCached(SRC)).toBe(false);
    advance(LAZY_IMAGE.throttleMs);
    expect(again.box()).toHaveAttribute("data-image", "loading");
    fireEvent.error(imgElement(again.container)!);
    advance(LAZY_IMAGE.throttleMs);
    fireEvent.error(imgElement(again.container)!);
    expect(again.box()).toHaveAttribute("data-image", "fallback");
  });

  it("a decorative image (empty alt) is hidden from assistive technology until it shows, not an unnamed image", () => {
    const view = renderImage({ alt: "" });
    expect(view.box()).not.toHaveAttribute("role");
    expect(view.box()).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("LazyImage box", () => {
  it("reserves the width and the width:height ratio in every phase, on one element", () => {
    vi.useFakeTimers();
    const { container, box } = renderImage({ width: 180, height: 120, className: "tile-icon" });
    const element = box();
    const expectBox = () => {
      expect(box()).toBe(element);
      expect(element.style.width).toBe("180px");
      expect(element.style.aspectRatio).toBe("180 / 120");
      expect(element).toHaveClass("tile-icon");
    };
    expectBox();
    intersect(element, 1);
    expectBox();
    for (let attempt = 1; attempt <= 3; attempt++) {
      fireEvent.error(imgElement(container)!);
      advance(LAZY_IMAGE.throttleMs);
    }
    expect(element).toHaveAttribute("data-image", "fallback");
    expectBox();
  });

  it("fluid: 100% wide, same ratio", () => {
    const { container, box } = renderImage({ width: 300, height: 200, fluid: true });
    expect(box().style.width).toBe("100%");
    expect(box().style.aspectRatio).toBe("300 / 200");
    intersect(box(), 1);
    fireEvent.load(imgElement(container)!);
    expect(box().style.width).toBe("100%");
    expect(box().style.aspectRatio).toBe("300 / 200");
  });
});

describe("LazyImage priority", () => {
  it("loads at once with fetchpriority high, without any visibility callback", () => {
    const { container, box } = renderImage({ priority: true });
    const img = imgElement(container);
    expect(img).not.toBeNull();
    expect(img).toHaveAttribute("src", SRC);
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(box()).toHaveAttribute("data-image", "loading");
    expect(watchersOf(box())).toHaveLength(0);
    fireEvent.load(img!);
    expect(box()).toHaveAttribute("data-image", "loaded");
    expect(isImageCached(SRC)).toBe(true);
  });

  it("without priority the <img> has no fetchpriority attribute", () => {
    const { container, box } = renderImage();
    intersect(box(), 1);
    const img = imgElement(container)!;
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img).toHaveAttribute("decoding", "async");
    fireEvent.load(img);
    expect(imgElement(container)).not.toHaveAttribute("fetchpriority");
  });

  it("keeps three attempts and the fallback", () => {
    vi.useFakeTimers();
    const { container, box } = renderImage({ priority: true });
    for (let attempt = 1; attempt <= 3; attempt++) {
      const img = imgElement(container)!;
      expect(img).toHaveAttribute("fetchpriority", "high");
      fireEvent.error(img);
      advance(LAZY_IMAGE.throttleMs);
    }
    expect(box()).toHaveAttribute("data-image", "fallback");
    expect(box()).toHaveTextContent(/^FT$/);
  });

  it("a cached URL shows loaded at once, still at high priority", () => {
    const first = renderImage({ priority: true });
    fireEvent.load(imgElement(first.container)!);
    first.unmount();
    const { container, box } = renderImage({ priority: true });
    expect(box()).toHaveAttribute("data-image", "loaded");
    expect(imgElement(container)).toHaveAttribute("fetchpriority", "high");
  });
});
