import type { SnapshotFrom } from "xstate";
import { pageCount, type recordsMachine } from "./records.machine.ts";

/** What a records page draws, from the machine's snapshot. */
export function recordsView(snapshot: SnapshotFrom<typeof recordsMachine>) {
  const { context } = snapshot;
  const status = snapshot.matches("loading") ? "loading" : snapshot.matches("shown") ? "shown" : snapshot.matches("empty") ? "empty" : "failed";
  return {
    status,
    busy: status === "loading",
    draft: context.draft,
    applied: context.applied,
    quick: context.quick,
    rangeError: context.rangeError,
    failure: context.failure,
    result: context.result,
    page: context.page,
    pages: pageCount(context.result, context.pageSize),
    today: context.today,
  } as const;
}
