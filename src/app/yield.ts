/**
 * Gives the browser its turn: resolves in a new task, so that the work before and after it are two short tasks
 * instead of one long one (input and painting can happen in between). `scheduler.yield()` where the browser has it
 * (it keeps this work ahead of other queued tasks), otherwise a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return nextTask();
}

/**
 * Resolves in a later task behind whatever is queued already (a zero-delay timer): for work that should let the
 * page's own start-up tasks go first, such as the font warm-up (src/app/font-warmup.ts).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
