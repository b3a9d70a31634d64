/**
 * Gives the browser its turn: resolves in a new task, so that the work before and after it are two short tasks
 * instead of one long one (input and painting can happen in between). `scheduler.yield()` where the browser has it
 * (it keeps this work ahead of other queued tasks), otherwise a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the next frame is on the screen (or after 100 ms in a tab that is not being painted): at the start of
 * the frame after it. A frame's animation callback runs before that frame is drawn, and the drawing reaches the screen
 * a few milliseconds after the main thread is done with it, so one callback alone can let the next work start before
 * the picture shows.
 */
export function afterNextPaint(win: Pick<Window, "requestAnimationFrame" | "setTimeout" | "clearTimeout"> = window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    const timer = win.setTimeout(done, 100);
    win.requestAnimationFrame(() =>
      win.requestAnimationFrame(() => {
        win.clearTimeout(timer);
        done();
      }),
    );
  });
}
