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
