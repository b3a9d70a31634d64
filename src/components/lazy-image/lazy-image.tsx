import { memo, startTransition, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import * as css from "./lazy-image.css.ts";

/** SPEC §9 lazy image numbers. */
export const LAZY_IMAGE = {
  /** Share of the box that must be visible before loading starts. */
  threshold: 0.1,
  /** Loads tried before the fallback tile shows. */
  attempts: 3,
  /** Minimum time between two attempts of one image (ms). */
  throttleMs: 200,
  /** URLs remembered as loaded (least recently used dropped first); a remembered URL shows at once. */
  cacheSize: 200,
} as const;

const loaded = new Map<string, true>();

/** Whether `url` is in the loaded-image cache. */
export function isImageCached(url: string): boolean {
  return loaded.has(url);
}

function remember(url: string) {
  loaded.delete(url);
  loaded.set(url, true);
  while (loaded.size > LAZY_IMAGE.cacheSize) {
    const oldest = loaded.keys().next().value;
    if (oldest === undefined) break;
    loaded.delete(oldest);
  }
}

/** Empties the loaded-image cache (tests). */
export function clearImageCache(): void {
  loaded.clear();
}

type Listener = (visible: boolean) => void;
let observer: IntersectionObserver | null = null;
const listeners = new Map<Element, Listener>();

/** One shared observer for every lazy image (threshold 0.1); without IntersectionObserver images load at once. */
function observe(element: Element, listener: Listener): () => void {
  if (typeof IntersectionObserver === "undefined") {
    listener(true);
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && entry.intersectionRatio >= LAZY_IMAGE.threshold) listeners.get(entry.target)?.(true);
      }
    },
    { threshold: LAZY_IMAGE.threshold },
  );
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    listeners.delete(element);
    observer?.unobserve(element);
  };
}

export interface LazyImageProps {
  src: string;
  /** Always required: the image's text alternative (empty string only for a purely decorative image). */
  alt: string;
  width: number;
  height: number;
  /** Fill the parent's width (the box keeps the width:height ratio); otherwise exactly `width` pixels wide. */
  fluid?: boolean;
  className?: string;
  /**
   * Above the fold on arrival (e.g. the first row of a page of games): load at once, at high priority, without
   * waiting for the visibility check; the attempts and the fallback stay the same.
   */
  priority?: boolean;
}

type Phase = { kind: "waiting" } | { kind: "loading"; attempt: number } | { kind: "loaded" } | { kind: "failed" };

function initials(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
}

/**
 * An image that loads when a tenth of it scrolls into view (SPEC §9): up to three attempts at least 200 ms apart,
 * then a fallback tile; a URL that already loaded (the last 200) shows at once. The box keeps its width, height
 * and aspect ratio from the first render, so nothing around it moves.
 */
export const LazyImage = memo(function LazyImage({ src, alt, width, height, fluid = false, className, priority = false }: LazyImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const firstPhase = (url: string): Phase => (isImageCached(url) ? { kind: "loaded" } : priority ? { kind: "loading", attempt: 1 } : { kind: "waiting" });
  const [phase, setPhase] = useState<Phase>(() => firstPhase(src));
  const [shownSrc, setShownSrc] = useState(src);
  // When the current attempt started (a priority image's first attempt starts with the first render).
  const lastAttemptAt = useRef(priority ? Date.now() : 0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (shownSrc !== src) {
    setShownSrc(src);
    setPhase(firstPhase(src));
  }
  // A new address starts afresh: a retry of the old one still waiting must not start it.
  useEffect(() => {
    clearTimeout(retryTimer.current);
    if (priority && !isImageCached(src)) lastAttemptAt.current = Date.now();
    // Only on a new address: `priority` is read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src]);

  useEffect(() => {
    if (phase.kind !== "waiting") return;
    const element = boxRef.current;
    if (!element) return;
    let done = false;
    const stop = observe(element, (visible) => {
      if (!visible || done) return;
      done = true;
      lastAttemptAt.current = Date.now();
      setPhase({ kind: "loading", attempt: 1 });
    });
    return () => {
      done = true;
      stop();
    };
  }, [phase.kind, src]);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const onLoad = () => {
    remember(src);
    setPhase((current) => (current.kind === "loaded" ? current : { kind: "loaded" }));
  };
  // A picture the browser has already (the slots page's first view showed it before the app had loaded) is complete
  // as soon as it is in the page: it shows in the first frame rather than after its load event. The class goes on
  // here, before that frame; the phase follows as a transition, because an urgent update from a layout effect would
  // re-render and run every passive effect of the commit in the commit's own task (on the slots page's first
  // render that task was twice as long).
  const imageRef = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const image = imageRef.current;
    if (phase.kind !== "loading" || !image?.complete || image.naturalWidth === 0) return;
    image.classList.add(css.shown);
    startTransition(onLoad);
    // The check is for the image this phase renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);
  const onError = () => {
    // A remembered address that fails now counts as a first failed attempt (and is forgotten).
    const attempt = phase.kind === "loading" ? phase.attempt : phase.kind === "loaded" ? 1 : null;
    if (attempt === null) return;
    if (phase.kind === "loaded") {
      loaded.delete(src);
      lastAttemptAt.current = Date.now();
    }
    if (attempt >= LAZY_IMAGE.attempts) {
      setPhase({ kind: "failed" });
      return;
    }
    const next = attempt + 1;
    const wait = Math.max(0, lastAttemptAt.current + LAZY_IMAGE.throttleMs - Date.now());
    clearTimeout(retryTimer.current);
    retryTimer.current = setTimeout(() => {
      lastAttemptAt.current = Date.now();
      setPhase({ kind: "loading", attempt: next });
    }, wait);
  };

  const boxStyle: CSSProperties = { width: fluid ? "100%" : width, aspectRatio: `${width} / ${height}` };
  const boxClass = className ? `${css.box} ${className}` : css.box;
  // Until the picture shows, the box stands in for it: named by the alt text, or hidden when the picture is decorative.
  const standIn = alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true as const };

  if (phase.kind === "failed") {
    return (
      <span ref={boxRef} className={boxClass} style={boxStyle} {...standIn} data-image="fallback">
        <span className={css.fallback} aria-hidden="true">
          {initials(alt)}
        </span>
      </span>
    );
  }
  if (phase.kind === "waiting") {
    return <span ref={boxRef} className={boxClass} style={boxStyle} {...standIn} data-image="waiting" />;
  }
  return (
    <span ref={boxRef} className={boxClass} style={boxStyle} data-image={phase.kind === "loaded" ? "loaded" : "loading"}>
      <img
        key={phase.kind === "loading" ? phase.attempt : 0}
        ref={imageRef}
        src={src}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={phase.kind === "loaded" ? `${css.image} ${css.shown}` : css.image}
        onLoad={onLoad}
        onError={onError}
      />
    </span>
  );
});
