import type { AnyActorLogic } from "xstate";

/**
 * Actor logic whose code arrives later (a lazy chunk): every call goes to the loaded logic. The composition root
 * starts the actor that invokes it only once the chunk is in, so an invocation never finds it missing; if it does
 * (the chunk failed to load), it fails with a clear error.
 */
export function deferredLogic<T extends AnyActorLogic>(name: string, loaded: () => T | undefined): T {
  const real = (): T => {
    const logic = loaded();
    if (!logic) throw new Error(`${name} has not loaded`);
    return logic;
  };
  const proxy = {
    transition: (snapshot: unknown, event: unknown, scope: unknown) => real().transition(snapshot as never, event as never, scope as never),
    getInitialSnapshot: (scope: unknown, input: unknown) => real().getInitialSnapshot(scope as never, input as never),
    start: (snapshot: unknown, scope: unknown) => real().start?.(snapshot as never, scope as never),
    getPersistedSnapshot: (snapshot: unknown, options: unknown) => real().getPersistedSnapshot(snapshot as never, options as never),
    restoreSnapshot: (snapshot: unknown, scope: unknown) => {
      const logic = real();
      return logic.restoreSnapshot ? logic.restoreSnapshot(snapshot as never, scope as never) : (snapshot as never);
    },
  };
  return proxy as unknown as T;
}
