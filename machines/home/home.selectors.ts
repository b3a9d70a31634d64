import type { SnapshotFrom } from "xstate";
import type { Failure } from "../shared/errors.ts";
import type { homeMachine, HomeBlock, HomeContext } from "./home.machine.ts";

export type HomeSnapshot = SnapshotFrom<typeof homeMachine>;

export type BlockView<T> =
  | { phase: "loading"; items: T }
  | { phase: "failed"; items: T; failure: Failure; canRetry: boolean }
  | { phase: "loaded"; items: T };

/** One block's view model: loading (first load or a reload with the old items), failed with retry, or loaded. */
export function selectBlock<B extends HomeBlock>(snapshot: HomeSnapshot, key: B): BlockView<HomeContext[B]> {
  const items = snapshot.context[key];
  if (snapshot.matches({ [key]: "failed" } as never)) {
    return { phase: "failed", items, failure: snapshot.context.failures[key] ?? { code: "unknown" }, canRetry: snapshot.can({ type: `${key}.retry` } as never) };
  }
  if (snapshot.matches({ [key]: "loading" } as never)) return { phase: "loading", items };
  return { phase: "loaded", items };
}
