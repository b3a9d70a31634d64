/**
 * Long tasks while paging and searching the slots catalogue (issue 6: no task over 50 ms). Headless Chromium opens
 * /rng at 1366×768, waits for the first page of games, then records every PerformanceObserver 'longtask' entry
 * while it pages 10 times (Next page) and types a search letter by letter (then clears it). Paging and searching
 * happen on the platform (sandbox) side; what is measured is the site's own main-thread work.
 * Env: BENCH_CPU_SLOWDOWN (CPU throttling rate, default 1).
 */
import { chromium, type Page } from "playwright-core";
import { CHROME_FLAGS } from "../e2e/chromium.ts";

/** Issue 6: no long task over 50 ms while paging or searching the catalogue. */
export const LONG_TASK_LIMIT_MS = 50;

export interface Phase {
  name: string;
  tasks: number[];
}

async function waitForGrid(page: Page) {
  await page.waitForFunction(
    () => document.querySelectorAll("[data-testid='game-grid'] [data-testid='game-tile']").length > 0 && !document.querySelector("[data-testid='game-grid'][aria-busy='true']"),
    undefined,
    { timeout: 15_000 },
  );
}

async function takeTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    const tasks = w.__longTasks;
    w.__longTasks = [];
    return tasks;
  });
}

/** Opens /rng on `url`, pages 10 times and searches, recording every long task of each phase. */
export async function measureLongTasks(chromePath: string, url: string): Promise<Phase[]> {
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addInitScript(() => {
      localStorage.setItem("lang", "en");
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(Math.round(entry.duration));
      }).observe({ type: "longtask", buffered: true });
    });
    const page = await context.newPage();
    const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
    if (slowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    }
    await page.goto(`${url}/rng`, { waitUntil: "networkidle" });
    await waitForGrid(page);
    const phases: Phase[] = [{ name: "first load of /rng (for reference, not part of the budget)", tasks: await takeTasks(page) }];

    const next = page.getByRole("navigation", { name: "Slot games pages" }).getByRole("button", { name: "Next page" });
    for (let i = 0; i < 10; i++) {
      await next.click();
      await waitForGrid(page);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    await page.waitForTimeout(300);
    phases.push({ name: "paging 10 times", tasks: await takeTasks(page) });

    const search = page.getByRole("searchbox", { name: "Search games by name" });
    await search.pressSequentially("fortune dragon", { delay: 60 });
    await page.waitForFunction(() => document.querySelector("[data-testid='game-grid'] p")?.textContent?.toLowerCase().includes("fortune dragon") || !!document.querySelector("[data-testid='game-grid-empty']"));
    await search.fill("");
    await search.pressSequentially("lucky", { delay: 60 });
    await page.waitForTimeout(800);
    await waitForGrid(page);
    phases.push({ name: "searching (typing 'fortune dragon', clearing, typing 'lucky')", tasks: await takeTasks(page) });
    return phases;
  } finally {
    await browser.close();
  }
}


/** The longest task of the measured phases (the first load is for reference only). */
export function worstLongTask(phases: readonly Phase[]): number {
  return Math.max(0, ...phases.filter((p) => !p.name.startsWith("first load")).flatMap((p) => p.tasks));
}

export function longTaskTable(phases: readonly Phase[]): string {
  const rows = phases.map((p) => `| ${p.name} | ${p.tasks.length} | ${Math.max(0, ...p.tasks)} ms |`);
  return ["| phase | long tasks | longest |", "|---|---:|---:|", ...rows].join("\n");
}
