import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { Downline, DownlinePage } from "./agent-team.types.ts";

const row = (username: string, isAgent: boolean, downlineCount: number, level = 1, upline = "agent01"): Downline => ({
  userId: 20000 + username.length,
  username,
  isAgent,
  balance: 152075,
  registeredAt: Date.UTC(2026, 0, 2),
  lastLoginAt: Date.UTC(2026, 0, 14, 9, 30),
  frozen: false,
  level,
  upline,
  downlineCount,
});

/** agent01's first page: a sub-agent with 14 downlines and demo, of 26 direct downlines (two pages). */
export const firstPage: DownlinePage = { rows: [row("agluma101", true, 14), row("demo", false, 0)], total: 26, pageNo: 1, pageSize: 20 };
const lastPage: DownlinePage = { rows: [row("rizuto88", false, 0)], total: 26, pageNo: 2, pageSize: 20 };
const emptyPage: DownlinePage = { rows: [], total: 0, pageNo: 1, pageSize: 20 };

export const agentTeamInputs: SampleInput[] = [{ label: "agent01 opens team management", input: undefined }];

export const agentTeamSamples: SampleEvent[] = [
  { label: "Platform answers the first page (26 downlines)", event: { type: "xstate.done.actor.fetchDownlines", output: firstPage } },
  { label: "Platform answers the last page", event: { type: "xstate.done.actor.fetchDownlines", output: lastPage } },
  { label: "Platform answers no downlines", event: { type: "xstate.done.actor.fetchDownlines", output: emptyPage } },
  { label: "The downlines fail to load", event: { type: "xstate.error.actor.fetchDownlines", error: { code: "network.abnormal" } } },
  { label: "Agent presses Try again", event: { type: "list.retry" } },
  { label: "Agent types luma in the search", event: { type: "query.changed", value: "luma" } },
  { label: "Agent empties the search field", event: { type: "query.changed", value: " " } },
  { label: "Agent presses Search", event: { type: "search.submitted" } },
  { label: "Agent clears the search", event: { type: "search.cleared" } },
  { label: "Agent opens the sub-agent agluma101", event: { type: "level.opened", username: "agluma101" } },
  { label: "Agent tries to open demo (a member)", event: { type: "level.opened", username: "demo" } },
  { label: "Agent goes back to their own level", event: { type: "level.back", depth: 0 } },
  { label: "Agent presses Next page", event: { type: "page.next" } },
  { label: "Agent presses Previous page", event: { type: "page.previous" } },
  { label: "A transfer was made: the list is read again", event: { type: "list.refresh" } },
];
