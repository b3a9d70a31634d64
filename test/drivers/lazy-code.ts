/**
 * A chunk the app imports on demand (`import("./game-launch-logic.ts")`, a language's catalogue), held until the
 * path says whether it arrives or fails to load. In jsdom a dynamic import is a module load, not a request the
 * sandbox sees, so the driver mocks the module (`vi.doMock`; `specifier` is resolved from this folder, test/drivers,
 * to the same file the app imports):
 *
 * - `holdChunk(specifier, exportName)`: a chunk whose export the app calls once it is in (`m.liveGameLaunch(…)`). The
 *   mock, made once, gives the real module with that export wrapped: while a driver holds the chunk, each call waits
 *   for the path's word and then gives the real export's result, or fails as a chunk the browser could not fetch
 *   (the app's `import(…).then(m => m.x(…))` is then the held import). When nobody holds it, the export is the real
 *   one, called at once: other drivers see the real module. (A mock whose factory itself waited would not do: an
 *   import made while a factory is under way gets the real module, so a second import would not wait.)
 * - `holdModule(specifier)`: a module the app reads as it is (a catalogue's `messages`), one import at a time: the
 *   mock's factory waits for the path's word; `release` unmocks it, so later imports get the real module at once.
 *
 * `release` (a path's end) fails what still waits: the actors that asked are stopped by then.
 */
import { vi } from "vitest";

export interface HeldChunk {
  /** The oldest import still waiting gets the real module (waiting for an import to be made first). */
  arrive(): Promise<void>;
  /** The oldest import still waiting fails as a chunk the browser could not fetch. */
  fail(): Promise<void>;
  /** How many imports wait. */
  waiting(): number;
  /** Stops holding: later imports get the real module at once; imports still waiting fail. */
  release(): void;
}

type Waiting = { resolve(): void; reject(error: unknown): void };

const unfetched = (specifier: string) => new TypeError(`Failed to fetch dynamically imported module: ${specifier}`);

function heldQueue(specifier: string, onRelease: () => void): { queue: Waiting[]; held: HeldChunk } {
  const queue: Waiting[] = [];
  const next = async () => {
    const deadline = Date.now() + 5000;
    while (queue.length === 0) {
      if (Date.now() > deadline) throw new Error(`the app never imported ${specifier}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    return queue.shift()!;
  };
  const held: HeldChunk = {
    async arrive() {
      (await next()).resolve();
    },
    async fail() {
      (await next()).reject(unfetched(specifier));
    },
    waiting: () => queue.length,
    release() {
      onRelease();
      for (const waiting of queue.splice(0)) waiting.reject(unfetched(specifier));
    },
  };
  return { queue, held };
}

/** The queue of each chunk a driver holds now (none: the export is called at once). */
const holding = new Map<string, Waiting[]>();
/** The chunks mocked in this test file (once each: the mock stays, giving the real export when nobody holds it). */
const mocked = new Set<string>();

export function holdChunk(specifier: string, exportName: string): HeldChunk {
  const { queue, held } = heldQueue(specifier, () => holding.delete(specifier));
  holding.set(specifier, queue);
  if (!mocked.has(specifier)) {
    mocked.add(specifier);
    vi.doMock(specifier, async (importOriginal) => {
      const real = await importOriginal<Record<string, unknown>>();
      const original = real[exportName] as (...args: unknown[]) => unknown;
      const wrapped = (...args: unknown[]) => {
        const waiting = holding.get(specifier);
        if (!waiting) return original(...args);
        return new Promise<void>((resolve, reject) => waiting.push({ resolve, reject })).then(() => original(...args));
      };
      return { ...real, [exportName]: wrapped };
    });
  }
  return held;
}

export function holdModule(specifier: string): HeldChunk {
  // Released by unmocking, not by a second mock: vitest registers consecutive mocks of one module in parallel, so a
  // mock giving the real module could be overtaken by this held one (seen: the next path's app waited for its texts).
  const { queue, held } = heldQueue(specifier, () => vi.doUnmock(specifier));
  vi.doMock(specifier, async (importOriginal) => {
    await new Promise<void>((resolve, reject) => queue.push({ resolve, reject }));
    return importOriginal();
  });
  return held;
}
