/**
 * The pure half of the player measurements (scripts/bench/player.ts): medians, the sequential request waves before
 * LCP, Event Timing entries grouped into interactions, the budget comparison and the Markdown tables. No browser here,
 * so test/bench/player-report.test.ts covers all of it.
 */

/** bench/budgets.json `player`: what a player feels on a phone (Chromium's own throttling, not a simulation). */
export interface PlayerBudget {
  /** Largest Contentful Paint at Slow 4G + 4× CPU, median of the runs, per page. */
  lcpMs?: number;
  /** Each interaction's worst Event Timing duration at 4× CPU, median of the runs. */
  inpMs?: number;
  /** JS heap after minus before the route changes (after a forced garbage collection each time); 1 MB = 10^6 bytes. */
  heapGrowthMB?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Medians

/** The median of the values (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The index of the run with the median value (the lower middle for an even count), so a row shows one real run. */
export function medianIndex(values: readonly number[]): number {
  if (values.length === 0) return -1;
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value || a.index - b.index);
  return order[Math.floor((order.length - 1) / 2)]!.index;
}

// ---------------------------------------------------------------------------------------------------------------
// LCP and the requests before it

/** One request of a page load, times in ms from the navigation's start (Resource Timing's time base, as LCP's). */
export interface TimedRequest {
  /** Path and query (origin left out when it is the page's). */
  url: string;
  /** Resource Timing's initiatorType ("navigation" for the document). */
  type: string;
  startMs: number;
  endMs: number;
  /** Who asked for it (Chromium's Network.requestWillBeSent initiator), e.g. "parser /" or "script /assets/early-x.js". */
  initiator?: string;
  /** Bytes on the wire (Resource Timing transferSize), when known. */
  bytes?: number;
  /** 1 for requests that started before any other ended; otherwise 1 + the highest wave of those that had ended. */
  wave?: number;
}

/**
 * Numbers each request with its wave: a request that started only after others had finished is counted one wave after
 * the latest of them, so the last wave before LCP is the number of sequential round trips a reader can count
 * (HTML → scripts → start-up calls → picture). Timing alone cannot tell waiting from starting late for another
 * reason (a busy main thread), so a wave is an upper bound on the true dependency depth. Sorted by start.
 */
export function withWaves(requests: readonly TimedRequest[]): TimedRequest[] {
  const sorted = [...requests].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  const out: TimedRequest[] = [];
  for (const request of sorted) {
    const before = out.filter((done) => done.endMs <= request.startMs);
    const wave = before.length === 0 ? 1 : 1 + Math.max(...before.map((done) => done.wave!));
    out.push({ ...request, wave });
  }
  return out;
}

/** The requests that ended by `lcpMs`, with their waves, in the order they ended. */
export function requestsBeforeLcp(requests: readonly TimedRequest[], lcpMs: number): TimedRequest[] {
  return withWaves(requests.filter((r) => r.endMs <= lcpMs)).sort((a, b) => a.endMs - b.endMs || a.startMs - b.startMs);
}

export interface LcpRun {
  lcpMs: number;
  /** A short description of the LCP element, e.g. `img src=/TCG_PROD_IMAGES/BANNER/5001.svg`. */
  element: string;
  /** The LCP element's resource (an image), when it has one. */
  resource?: string;
  /** The requests that finished before LCP, in the order they finished, with their waves. */
  before: TimedRequest[];
}

export interface LcpRow {
  page: string;
  runs: LcpRun[];
  /** Index in `runs` of the median run. */
  medianRun: number;
}

/** The wave of the LCP's own resource, else the last wave before LCP. */
export function lcpWave(run: LcpRun): number {
  const own = run.resource ? run.before.find((r) => r.url === run.resource) : undefined;
  return own?.wave ?? Math.max(0, ...run.before.map((r) => r.wave ?? 0));
}

export function lcpRow(page: string, runs: LcpRun[]): LcpRow {
  return { page, runs, medianRun: medianIndex(runs.map((run) => run.lcpMs)) };
}

// ---------------------------------------------------------------------------------------------------------------
// Interactions (Event Timing)

/** A PerformanceEventTiming entry as the page hands it over (times in ms from the navigation's start). */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target?: string;
}

/** A time window of the flow in which one kind of interaction happened. */
export interface PhaseWindow {
  name: string;
  startMs: number;
  endMs: number;
}

export interface Interaction {
  id: number;
  /** The longest entry's duration: what INP counts for this interaction. */
  durationMs: number;
  /** The longest entry's parts: input delay, processing (event handlers), presentation delay (until the next paint). */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  events: string[];
  target?: string;
}

/** Groups entries by interactionId (entries without one are not interactions), longest first for each. */
export function interactions(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, EventEntry[]>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    byId.set(entry.interactionId, [...(byId.get(entry.interactionId) ?? []), entry]);
  }
  return [...byId.entries()].map(([id, group]) => {
    const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a));
    return {
      id,
      durationMs: longest.duration,
      inputDelayMs: Math.round(longest.processingStart - longest.startTime),
      processingMs: Math.round(longest.processingEnd - longest.processingStart),
      presentationMs: Math.round(longest.startTime + longest.duration - longest.processingEnd),
      events: [...new Set(group.map((e) => e.name))],
      ...(longest.target ? { target: longest.target } : {}),
    };
  });
}

/** The interactions whose first entry started inside each window, by window name. */
export function interactionsByPhase(entries: readonly EventEntry[], phases: readonly PhaseWindow[]): Record<string, Interaction[]> {
  const firstStart = new Map<number, number>();
  for (const e of entries) if (e.interactionId) firstStart.set(e.interactionId, Math.min(firstStart.get(e.interactionId) ?? Infinity, e.startTime));
  const out: Record<string, Interaction[]> = {};
  for (const phase of phases) {
    const ids = new Set([...firstStart].filter(([, start]) => start >= phase.startMs && start < phase.endMs).map(([id]) => id));
    out[phase.name] = interactions(entries.filter((e) => ids.has(e.interactionId)));
  }
  return out;
}

/** One run of one interaction kind: its worst interaction, or null when no entry reached the 16 ms threshold. */
export interface InteractionRun {
  worst: Interaction | null;
  /** Interactions seen at or over the threshold. */
  count: number;
  /** From the interaction's start until the result was on screen (dialog, menu, member bar, results), if watched. */
  onScreenMs?: number;
}

/** The worst interaction of a phase (what INP reports for it). */
export function worstInteraction(list: readonly Interaction[]): Interaction | null {
  return list.reduce<Interaction | null>((worst, i) => (worst === null || i.durationMs > worst.durationMs ? i : worst), null);
}

/** An interaction with no entry at or over the threshold took under 16 ms: counted as 0 for the median. */
export const runDuration = (run: InteractionRun): number => run.worst?.durationMs ?? 0;

export interface InteractionRow {
  name: string;
  /** Said in the report, e.g. that typing stands in for an amount field the site does not have yet. */
  note?: string;
  runs: InteractionRun[];
  medianRun: number;
}

export function interactionRow(name: string, runs: InteractionRun[], note?: string): InteractionRow {
  return { name, runs, medianRun: medianIndex(runs.map(runDuration)), ...(note ? { note } : {}) };
}

export const rowInp = (row: InteractionRow): number => median(row.runs.map(runDuration));

// ---------------------------------------------------------------------------------------------------------------
// Heap

export interface HeapResult {
  routeChanges: number;
  dialogs: number;
  beforeBytes: number;
  afterBytes: number;
  domNodesBefore?: number;
  domNodesAfter?: number;
  listenersBefore?: number;
  listenersAfter?: number;
  seconds: number;
  /** The paths visited, in their cycle. */
  paths: string[];
}

export const heapGrowthMB = (heap: HeapResult): number => (heap.afterBytes - heap.beforeBytes) / 1e6;

// ---------------------------------------------------------------------------------------------------------------
// Report, budgets, tables

export interface PlayerReport {
  /** How the run was made: throttling, viewport, runs, host load. */
  setup: {
    network: string;
    cpuSlowdown: number;
    viewport: string;
    runs: number;
    /** os.loadavg() (1, 5, 15 min) when the player measurements started and ended. */
    loadStart: number[];
    loadEnd: number[];
    date: string;
  };
  lcp: LcpRow[];
  interactions: InteractionRow[];
  heap: HeapResult | null;
}

export function playerBreaches(report: PlayerReport, budget: PlayerBudget | undefined): string[] {
  if (!budget) return [];
  const breaches: string[] = [];
  if (budget.lcpMs !== undefined) {
    for (const row of report.lcp) {
      const lcp = median(row.runs.map((r) => r.lcpMs));
      if (lcp > budget.lcpMs) breaches.push(`player LCP ${row.page} (Slow 4G, ${report.setup.cpuSlowdown}× CPU): ${Math.round(lcp)} ms > ${budget.lcpMs} ms`);
    }
  }
  if (budget.inpMs !== undefined) {
    for (const row of report.interactions) {
      const inp = rowInp(row);
      if (inp > budget.inpMs) breaches.push(`player INP ${row.name} (${report.setup.cpuSlowdown}× CPU): ${Math.round(inp)} ms > ${budget.inpMs} ms`);
    }
  }
  if (budget.heapGrowthMB !== undefined && report.heap) {
    const growth = heapGrowthMB(report.heap);
    if (growth > budget.heapGrowthMB) breaches.push(`player heap growth over ${report.heap.routeChanges} route changes: ${growth.toFixed(1)} MB > ${budget.heapGrowthMB} MB`);
  }
  return breaches;
}

const mark = (ok: boolean) => (ok ? "✅" : "❌");
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number) => (value < 16 ? "< 16 ms" : `${Math.round(value)} ms`);
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const load = (avg: readonly number[]) => avg.map((v) => v.toFixed(2)).join(" / ");

export function playerLcpTable(report: PlayerReport, budget?: PlayerBudget): string {
  const { setup } = report;
  const lines = [
    `**LCP on a phone** (${setup.network}, ${setup.cpuSlowdown}× CPU, ${setup.viewport}, empty cache; ${setup.runs === 1 ? "one run" : `median of ${setup.runs} runs`} per page${
      budget?.lcpMs !== undefined ? `; budget ≤ ${s(budget.lcpMs)}` : ""
    })`,
    "",
    "| page | LCP | every run | LCP element | requests done before LCP | sequential waves to LCP |",
    "|---|---:|---|---|---:|---:|",
    ...report.lcp.map((row) => {
      const value = median(row.runs.map((r) => r.lcpMs));
      const m = row.runs[row.medianRun]!;
      const status = budget?.lcpMs === undefined ? "" : ` ${mark(value <= budget.lcpMs)}`;
      return `| \`${row.page}\` | ${s(value)}${status} | ${row.runs.map((r) => s(r.lcpMs)).join(", ")} | \`${cell(m.element).slice(0, 70)}\` | ${m.before.length} | ${lcpWave(m)} |`;
    }),
    "",
    "Each page's median run, request by request: what had finished before LCP, in the order it finished. The wave",
    "counts sequential round trips: a request that started only after another had finished is one wave after it.",
  ];
  for (const row of report.lcp) {
    const run = row.runs[row.medianRun]!;
    lines.push(
      "",
      `<details><summary><code>${row.page}</code>: LCP ${s(run.lcpMs)}, ${run.before.length} requests before it, ${lcpWave(run)} waves</summary>`,
      "",
      "| wave | request | type | start | end | kB | initiator |",
      "|---:|---|---|---:|---:|---:|---|",
      ...run.before.map(
        (r) =>
          `| ${r.wave ?? ""} | \`${cell(r.url).slice(0, 80)}\`${run.resource === r.url ? " (LCP)" : ""} | ${r.type} | ${Math.round(r.startMs)} | ${Math.round(r.endMs)} | ${
            r.bytes === undefined ? "" : (r.bytes / 1000).toFixed(1)
          } | ${r.initiator ? `\`${cell(r.initiator).slice(0, 60)}\`` : ""} |`,
      ),
      "",
      "</details>",
    );
  }
  return lines.join("\n");
}

export function playerInteractionTable(report: PlayerReport, budget?: PlayerBudget): string {
  const { setup } = report;
  const notes = report.interactions.filter((row) => row.note).map((row) => `- ${row.name}: ${row.note}`);
  return [
    `**Interactions** (Event Timing API, \`PerformanceObserver\` 'event' entries with \`durationThreshold: 16\`; ${setup.cpuSlowdown}× CPU, ${setup.viewport}, touch; the interaction's longest entry, ${
      setup.runs === 1 ? "one run" : `median of ${setup.runs} runs`
    }${budget?.inpMs !== undefined ? `; budget ≤ ${budget.inpMs} ms each` : ""})`,
    "",
    "| interaction | INP | every run | input delay / processing / presentation | events | until the result is on screen |",
    "|---|---:|---|---|---|---:|",
    ...report.interactions.map((row) => {
      const value = rowInp(row);
      const m = row.runs[row.medianRun]!;
      const status = budget?.inpMs === undefined ? "" : ` ${mark(value <= budget.inpMs)}`;
      const parts = m.worst ? `${m.worst.inputDelayMs} / ${m.worst.processingMs} / ${m.worst.presentationMs} ms` : "";
      const onScreen = row.runs.map((r) => r.onScreenMs).filter((v): v is number => v !== undefined);
      return `| ${row.name} | ${ms(value)}${status} | ${row.runs.map((r) => ms(runDuration(r))).join(", ")} | ${parts} | ${m.worst ? m.worst.events.join(", ") : ""} | ${
        onScreen.length ? `${Math.round(median(onScreen))} ms` : ""
      } |`;
    }),
    ...(notes.length ? ["", ...notes] : []),
    "",
    "“< 16 ms”: no entry of the interaction reached the 16 ms threshold. “Until the result is on screen” is the median",
    "time from the interaction's start to the first animation frame that had the result in the page (dialog, menu, member",
    "bar, search results): it includes code and platform answers fetched after the event, which INP does not count.",
  ].join("\n");
}

export function playerHeapTable(report: PlayerReport, budget?: PlayerBudget): string {
  const heap = report.heap;
  if (!heap) return "Heap: not measured.";
  const growth = heapGrowthMB(heap);
  const status = budget?.heapGrowthMB === undefined ? "" : ` ${mark(growth <= budget.heapGrowthMB)}`;
  const counter = (a?: number, b?: number) => (a === undefined || b === undefined ? "" : `${a} → ${b}`);
  return [
    `**JS heap over ${heap.routeChanges} client-side route changes while logged in** (the header's links and the browser's back button, the member centre opened and closed ${heap.dialogs === 1 ? "once" : `${heap.dialogs} times`}; \`HeapProfiler.collectGarbage\` then \`Runtime.getHeapUsage\` before and after; unthrottled${
      budget?.heapGrowthMB !== undefined ? `; budget ≤ ${budget.heapGrowthMB} MB growth` : ""
    })`,
    "",
    "| route changes | heap before | heap after | growth | DOM nodes | event listeners | time |",
    "|---:|---:|---:|---:|---:|---:|---:|",
    `| ${heap.routeChanges} | ${mb(heap.beforeBytes)} | ${mb(heap.afterBytes)} | ${growth >= 0 ? "+" : ""}${growth.toFixed(2)} MB${status} | ${counter(heap.domNodesBefore, heap.domNodesAfter)} | ${counter(heap.listenersBefore, heap.listenersAfter)} | ${Math.round(heap.seconds)} s |`,
    "",
    `Paths visited in turn: ${heap.paths.map((p) => `\`${p}\``).join(", ")}; every tenth change is the browser's back button. The “before” is taken after one warm-up round (every path once and the dialog once), so code loaded on first use is not counted as growth.`,
  ].join("\n");
}

/** The whole player section (after its heading): setup line, then the three tables. */
export function playerSection(report: PlayerReport, budget?: PlayerBudget): string {
  const { setup } = report;
  return [
    `Measured **${setup.date.slice(0, 16).replace("T", " ")} UTC** with Chromium's own throttling (DevTools protocol: \`Network.emulateNetworkConditions\`, \`Emulation.setCPUThrottlingRate\`) in a scripted playwright-core run (\`scripts/bench/player.ts\`; alone: \`npx tsx scripts/bench.ts --player-only\`).`,
    `Host load average (1 / 5 / 15 min): ${load(setup.loadStart)} at the start, ${load(setup.loadEnd)} at the end; on a shared machine, numbers measured under load are slower than a quiet host's.`,
    "",
    playerLcpTable(report, budget),
    "",
    playerInteractionTable(report, budget),
    "",
    playerHeapTable(report, budget),
  ].join("\n");
}

export const PLAYER_START = "<!-- player:start -->";
export const PLAYER_END = "<!-- player:end -->";

/** The player section as docs/performance.md holds it: between markers, so a --player-only run can replace just it. */
export function playerDoc(report: PlayerReport, budget?: PlayerBudget): string {
  return [PLAYER_START, "", playerSection(report, budget), "", PLAYER_END].join("\n");
}

/** `doc` with its player section replaced by `section`, or null when it has none (no full run has written one). */
export function replacePlayerSection(doc: string, section: string): string | null {
  const start = doc.indexOf(PLAYER_START);
  const end = doc.indexOf(PLAYER_END, start);
  if (start < 0 || end < 0) return null;
  return `${doc.slice(0, start)}${section}${doc.slice(end + PLAYER_END.length)}`;
}
