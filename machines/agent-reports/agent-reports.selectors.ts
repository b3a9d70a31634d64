import type { SnapshotFrom } from "xstate";
import { reportPageCount, type agentReportsMachine } from "./agent-reports.machine.ts";

/** What a report page draws, from the machine's snapshot. */
export function reportView(snapshot: SnapshotFrom<typeof agentReportsMachine>) {
  const { context } = snapshot;
  const status = snapshot.matches("loading") ? "loading" : snapshot.matches("shown") ? "shown" : snapshot.matches("empty") ? "empty" : "failed";
  return {
    status,
    busy: status === "loading",
    draft: context.draft,
    applied: context.applied,
    quick: context.quick,
    rangeError: context.rangeError,
    usernameError: context.usernameError,
    failure: context.failure,
    result: context.result,
    page: context.page,
    pages: reportPageCount(context.result, context.pageSize),
  } as const;
}
