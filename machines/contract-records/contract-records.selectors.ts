import type { SnapshotFrom } from "xstate";
import { contractPageCount, type contractRecordsMachine } from "./contract-records.machine.ts";

/** What a contract page draws, from the machine's snapshot. */
export function contractRecordsView(snapshot: SnapshotFrom<typeof contractRecordsMachine>) {
  const { context } = snapshot;
  const status = snapshot.matches("loading") ? "loading" : snapshot.matches("shown") ? "shown" : snapshot.matches("empty") ? "empty" : "failed";
  return {
    status,
    busy: status === "loading",
    kind: context.kind,
    period: context.period,
    page: context.page,
    pages: contractPageCount(context.result, context.pageSize),
    result: context.result,
    failure: context.failure,
  } as const;
}
