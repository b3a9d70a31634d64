/**
 * Records a promise's outcome on the promise itself (`status`, `value`, `reason`): the fields React's `use()` reads.
 * A component that calls `use()` on a promise that has already settled then renders at once instead of suspending
 * (and React reveals a suspended boundary at most every 300 ms, so a needless suspension costs a visible delay).
 */
export function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = "pending";
  tracked.then(
    (value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = "rejected";
      tracked.reason = reason;
    },
  );
  return tracked;
}
