/**
 * A controllable IntersectionObserver for jsdom (which has none): records what each instance observes; `intersect`
 * hands an entry to the observers watching an element. Instances are kept for the whole test file: LazyImage shares
 * one observer, created on first use, across every image (and so across tests). Install it with
 * `vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver)`.
 */
import { act } from "@testing-library/react";

export class FakeIntersectionObserver {
  static readonly instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  readonly root = null;
  readonly rootMargin = "";
  readonly thresholds: readonly number[];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** The fake observers watching `element`. */
export const watchersOf = (element: Element) => FakeIntersectionObserver.instances.filter((o) => o.observed.has(element));

/** Reports `target` as `intersectionRatio` visible to every observer watching it (throws when none does). */
export function intersect(target: Element, intersectionRatio = 1, isIntersecting = intersectionRatio > 0) {
  const watchers = watchersOf(target);
  if (watchers.length === 0) throw new Error("no IntersectionObserver observes this element");
  const entry = { target, isIntersecting, intersectionRatio } as IntersectionObserverEntry;
  act(() => {
    for (const watcher of watchers) watcher.callback([entry], watcher as unknown as IntersectionObserver);
  });
}
