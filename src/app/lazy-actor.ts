import type { AnyActorRef } from "xstate";

/** An actor whose code loads on first use (a lazy chunk), created and started once. */
export interface LazyActor<R extends AnyActorRef> {
  /** The running actor, or null before it has loaded. */
  current(): R | null;
  /** Loads and starts it (once); resolves with the running actor. */
  load(): Promise<R>;
  /** Called once when the actor has loaded. */
  subscribe(listener: () => void): () => void;
}

export function lazyActor<R extends AnyActorRef>(create: () => Promise<R>): LazyActor<R> {
  let ref: R | null = null;
  let loading: Promise<R> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => ref,
    load() {
      loading ??= create().then(
        (created) => {
          ref = created;
          for (const listener of listeners) listener();
          return created;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
