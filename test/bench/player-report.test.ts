// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  interactionRow,
  interactionsByPhase,
  lcpRow,
  lcpWave,
  median,
  medianIndex,
  playerBreaches,
  playerHeapTable,
  playerInteractionTable,
  playerLcpTable,
  replacePlayerSection,
  requestsBeforeLcp,
  withWaves,
  type EventEntry,
  type HeapResult,
  type InteractionRun,
  type LcpRun,
  type PlayerReport,
  type TimedRequest,
} from "../../scripts/bench/player-report.ts";

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([3000, 1000, 2000])).toBe(2000);
  });
  it("takes the mean of the middle two of an even count, and NaN of none", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
  it("finds the run with the median value (the lower middle for an even count; ties in run order)", () => {
    expect(medianIndex([2600, 2100, 3900])).toBe(0);
    expect(medianIndex([40, 10, 30, 20])).toBe(3);
    expect(medianIndex([5, 5, 5])).toBe(1);
    expect(medianIndex([])).toBe(-1);
  });
});

const req = (url: string, startMs: number, endMs: number): TimedRequest => ({ url, type: "x", startMs, endMs });

describe("the sequential waves before LCP", () => {
  // HTML → two scripts at once → config and status → the banner picture; a late font that needed nothing.
  const load = [
    req("/", 0, 600),
    req("/assets/index.js", 620, 1200),
    req("/assets/early.js", 625, 1300),
    req("/config.json", 1310, 1900),
    req("/wps/system/status", 1320, 1950),
    req("/TCG_PROD_IMAGES/BANNER/5001.svg", 1960, 2600),
    req("/late.png", 2700, 3300),
  ];

  it("counts one wave per request that started only after others had finished", () => {
    const waves = Object.fromEntries(withWaves(load).map((r) => [r.url, r.wave]));
    expect(waves).toEqual({
      "/": 1,
      "/assets/index.js": 2,
      "/assets/early.js": 2,
      "/config.json": 3,
      "/wps/system/status": 3,
      "/TCG_PROD_IMAGES/BANNER/5001.svg": 4,
      "/late.png": 5,
    });
  });

  it("lists only what finished by LCP, in the order it finished", () => {
    const before = requestsBeforeLcp([...load].reverse(), 2650);
    expect(before.map((r) => r.url)).toEqual(["/", "/assets/index.js", "/assets/early.js", "/config.json", "/wps/system/status", "/TCG_PROD_IMAGES/BANNER/5001.svg"]);
  });

  it("gives the LCP picture's own wave, or the last wave before a text LCP", () => {
    const before = requestsBeforeLcp(load, 2650);
    expect(lcpWave({ lcpMs: 2650, element: "img", resource: "/TCG_PROD_IMAGES/BANNER/5001.svg", before })).toBe(4);
    expect(lcpWave({ lcpMs: 1960, element: "h1", before: requestsBeforeLcp(load, 1960) })).toBe(3);
  });
});

const entry = (interactionId: number, name: string, startTime: number, duration: number): EventEntry => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: startTime + 4,
  processingEnd: startTime + duration - 10,
});

describe("interactions from Event Timing entries", () => {
  const entries = [
    entry(7, "pointerdown", 1000, 24),
    entry(7, "click", 1050, 88),
    entry(0, "pointermove", 1100, 40), // not an interaction
    entry(9, "keydown", 5000, 32),
    entry(10, "keydown", 5200, 56),
    entry(11, "keydown", 9000, 200), // outside every window
  ];
  const phases = [
    { name: "login", startMs: 900, endMs: 2000 },
    { name: "typing", startMs: 4900, endMs: 6000 },
  ];

  it("groups entries by interaction, counts its longest entry and splits that entry into its three parts", () => {
    const byPhase = interactionsByPhase(entries, phases);
    expect(byPhase.login).toEqual([{ id: 7, durationMs: 88, inputDelayMs: 4, processingMs: 74, presentationMs: 10, events: ["pointerdown", "click"] }]);
    expect(byPhase.typing?.map((i) => [i.id, i.durationMs])).toEqual([
      [9, 32],
      [10, 56],
    ]);
  });

  it("takes the median of the runs' worst interactions; a run with no entry over 16 ms counts as 0", () => {
    const run = (ms: number | null): InteractionRun => ({ worst: ms === null ? null : { id: 1, durationMs: ms, inputDelayMs: 0, processingMs: ms, presentationMs: 0, events: ["click"] }, count: ms === null ? 0 : 1 });
    expect(interactionRow("x", [run(120), run(null), run(64)]).medianRun).toBe(2);
    expect(interactionRow("x", [run(null), run(null), run(24)]).medianRun).toBe(1);
  });
});

const lcpRun = (lcpMs: number): LcpRun => ({ lcpMs, element: "img src=/b.svg", resource: "/b.svg", before: withWaves([req("/", 0, 600), req("/b.svg", 700, lcpMs - 50)]) });
const heap = (beforeBytes: number, afterBytes: number): HeapResult => ({ routeChanges: 2000, dialogs: 20, beforeBytes, afterBytes, seconds: 120, paths: ["/", "/rng"], domNodesBefore: 900, domNodesAfter: 950 });
const interaction = (name: string, ...ms: (number | null)[]) =>
  interactionRow(
    name,
    ms.map((v) => ({ worst: v === null ? null : { id: 1, durationMs: v, inputDelayMs: 2, processingMs: v - 10, presentationMs: 8, events: ["pointerdown", "click"] }, count: 1, onScreenMs: 300 })),
  );
const report = (lcp: number[], inp: (number | null)[], growthMB: number): PlayerReport => ({
  setup: { network: "Slow 4G", cpuSlowdown: 4, viewport: "412×823", runs: 3, loadStart: [1, 2, 3], loadEnd: [4, 5, 6], date: "2026-12-01T10:00:00.000Z" },
  lcp: [lcpRow("/", lcp.map(lcpRun))],
  interactions: [interaction("login submit", ...inp)],
  heap: heap(20e6, 20e6 + growthMB * 1e6),
});
const budget = { lcpMs: 2500, inpMs: 100, heapGrowthMB: 5 };

describe("the player budgets", () => {
  it("passes a median at exactly the budget and says nothing", () => {
    expect(playerBreaches(report([2400, 2500, 3100], [40, 100, 300], 5), budget)).toEqual([]);
  });

  it("names every median over its budget", () => {
    expect(playerBreaches(report([2600, 2700, 2000], [null, 120, 130], 5.3), budget)).toEqual([
      "player LCP / (Slow 4G, 4× CPU): 2600 ms > 2500 ms",
      "player INP login submit (4× CPU): 120 ms > 100 ms",
      "player heap growth over 2000 route changes: 5.3 MB > 5 MB",
    ]);
  });

  it("checks nothing when the budgets file has no player budget, and only what it names", () => {
    expect(playerBreaches(report([9000], [900], 50), undefined)).toEqual([]);
    expect(playerBreaches(report([9000], [900], 50), { inpMs: 100 })).toEqual(["player INP login submit (4× CPU): 900 ms > 100 ms"]);
  });
});

describe("the player tables", () => {
  it("shows each page's median LCP with its mark, every run, and the median run's requests with their waves", () => {
    const text = playerLcpTable(report([2600, 2100, 3900], [40], 1), budget);
    const row = text.split("\n").find((line) => line.startsWith("| `/`"));
    expect(row).toBe("| `/` | 2.60 s ❌ | 2.60 s, 2.10 s, 3.90 s | `img src=/b.svg` | 2 | 2 |");
    expect(text).toContain("<details><summary><code>/</code>: LCP 2.60 s, 2 requests before it, 2 waves</summary>");
    expect(text).toContain("| 2 | `/b.svg` (LCP) | x | 700 | 2550 |  |  |");
  });

  it("writes an interaction under the threshold as “< 16 ms”, with the parts of the median run's worst entry", () => {
    const text = playerInteractionTable(report([2000], [null, 72, null], 1), budget);
    const row = text.split("\n").find((line) => line.startsWith("| login submit"));
    expect(row).toBe("| login submit | < 16 ms ✅ | < 16 ms, 72 ms, < 16 ms |  |  | 300 ms |");
    const slow = playerInteractionTable(report([2000], [40, 130, 90], 1), budget).split("\n").find((line) => line.startsWith("| login submit"));
    expect(slow).toBe("| login submit | 90 ms ✅ | 40 ms, 130 ms, 90 ms | 2 / 80 / 8 ms | pointerdown, click | 300 ms |");
  });

  it("shows the heap before, after and the growth with its mark", () => {
    const text = playerHeapTable(report([2000], [20], 5.25), budget);
    expect(text).toContain("| 2000 | 20.0 MB | 25.3 MB | +5.25 MB ❌ | 900 → 950 |  | 120 s |");
  });
});

describe("the player section of docs/performance.md", () => {
  const doc = "# Report\n\n## Lighthouse\n\ntable\n\n<!-- player:start -->\n\nold numbers\n\n<!-- player:end -->\n\n## Reading\n";

  it("replaces only what is between the markers (a --player-only run keeps the rest of the last full run)", () => {
    expect(replacePlayerSection(doc, "<!-- player:start -->\nnew\n<!-- player:end -->")).toBe(
      "# Report\n\n## Lighthouse\n\ntable\n\n<!-- player:start -->\nnew\n<!-- player:end -->\n\n## Reading\n",
    );
  });

  it("says so when the document has no player section yet", () => {
    expect(replacePlayerSection("# Report\n", "x")).toBeNull();
  });
});
