import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { Downline, DownlinePage, DownlineQuery } from "./agent-team.types.ts";

/** Downlines per page (the platform pages them). */
export const TEAM_PAGE_SIZE = 20;

export interface AgentTeamContext {
  /** The agents opened from the agent's own level down: the last one's downlines are listed. */
  path: string[];
  /** What is typed in the search field. */
  query: string;
  /** The search being shown (the whole tree), or null while levels are shown. */
  search: string | null;
  pageNo: number;
  /** The page shown (kept on screen while the next one loads). */
  page: DownlinePage | null;
  /** What the page shown answers: its level or search, which its caption names (not the one loading). */
  shown: Pick<DownlineQuery, "parent" | "search"> | null;
  failure: Failure | null;
}

export type AgentTeamEvent =
  | { type: "query.changed"; value: string }
  | { type: "search.submitted" }
  | { type: "search.cleared" }
  | { type: "level.opened"; username: string }
  | { type: "level.back"; depth: number }
  | { type: "page.next" }
  | { type: "page.previous" }
  | { type: "list.refresh" }
  | { type: "list.retry" };

/** The platform query for the context. */
export function downlineQuery(context: Pick<AgentTeamContext, "path" | "search" | "pageNo">): DownlineQuery {
  return { parent: context.search === null ? (context.path[context.path.length - 1] ?? null) : null, search: context.search, pageNo: context.pageNo, pageSize: TEAM_PAGE_SIZE };
}

export const pageCount = (page: DownlinePage | null): number => (page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1);

/** Searching and going back up the levels: offered whatever the page shows (rows, none, or a failure). */
const browse = {
  "search.submitted": [
    { guard: "hasQuery", target: "#agentTeam.loading", actions: "startSearch", meta: { spec: "TEAM-03" } },
    { target: "#agentTeam.loading", actions: "clearSearch", meta: { spec: "TEAM-03" } },
  ],
  "search.cleared": { target: "#agentTeam.loading", actions: "clearSearch", meta: { spec: "TEAM-03" } },
  "level.back": {
    guard: { type: "isOpenedLevel", params: ({ event }: { event: AgentTeamEvent }) => ({ depth: event.type === "level.back" ? event.depth : -1 }) },
    target: "#agentTeam.loading",
    actions: "goBackLevel",
    meta: { spec: "TEAM-02" },
  },
} as const;

export const agentTeamMachine = setup({
  types: { context: {} as AgentTeamContext, events: {} as AgentTeamEvent },
  actors: {
    fetchDownlines: fromPromise<DownlinePage, DownlineQuery>(() => Promise.reject(new Error("fetchDownlines is not provided"))),
  },
  actions: {
    /** The page answered; the query it answers is the context's, which cannot change while it loads. */
    showPage: assign(({ context }, params: { page: DownlinePage }) => {
      const { parent, search } = downlineQuery(context);
      return { page: params.page, shown: { parent, search }, failure: null };
    }),
    startSearch: assign(({ context }) => ({ search: context.query.trim(), pageNo: 1, failure: null })),
    /** Back to the levels (an empty search shows them too); the field is emptied. */
    clearSearch: assign({ search: null, query: "", pageNo: 1, failure: null }),
    goBackLevel: assign(({ context, event }) => (event.type === "level.back" ? { path: context.path.slice(0, event.depth), search: null, pageNo: 1, failure: null } : {})),
  },
  guards: {
    isEmpty: described("The platform answered no downlines for this level or search.", (_: unknown, params: { page: DownlinePage }) => params.page.total === 0),
    hasQuery: described("Something other than spaces is typed in the search field.", ({ context }) => context.query.trim() !== ""),
    isOpenableAgent: described(
      "Levels are shown (not a search) and the row is an agent with downlines of its own.",
      ({ context }, params: { username: string }) =>
        context.search === null && (context.page?.rows.some((r: Downline) => r.username === params.username && r.isAgent && r.downlineCount > 0) ?? false),
    ),
    isOpenedLevel: described("The level gone back to is one of the levels above the one shown.", ({ context }, params: { depth: number }) => params.depth >= 0 && params.depth < context.path.length),
    hasNextPage: described("The platform has more downlines after this page.", ({ context }) => context.pageNo < pageCount(context.page)),
    hasPreviousPage: described("This is not the first page.", ({ context }) => context.pageNo > 1),
  },
}).createMachine({
  id: "agentTeam",
  description:
    "Team management: the agent's direct downlines page by page; an agent row opens the level below it, the path of opened levels leads back; a search by username looks through the whole tree. A failed load offers Try again; a transfer to a downline reads the page again.",
  context: { path: [], query: "", search: null, pageNo: 1, page: null, shown: null, failure: null },
  initial: "loading",
  on: {
    "query.changed": { actions: assign({ query: ({ event }) => event.value }), meta: { spec: "TEAM-03" } },
  },
  states: {
    loading: {
      description: "A page of downlines is loading (the page read before stays on screen).",
      invoke: {
        id: "fetchDownlines",
        src: "fetchDownlines",
        input: ({ context }) => downlineQuery(context),
        onDone: [
          {
            guard: { type: "isEmpty", params: ({ event }) => ({ page: event.output }) },
            target: "empty",
            actions: { type: "showPage", params: ({ event }) => ({ page: event.output }) },
            meta: { spec: "SITE-09 TEAM-01" },
          },
          { target: "loaded", actions: { type: "showPage", params: ({ event }) => ({ page: event.output }) }, meta: { spec: "TEAM-01 TEAM-02 TEAM-03" } },
        ],
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loaded: {
      description: "A page of downlines is shown: rows, paging, the levels opened and the search.",
      on: {
        "level.opened": {
          guard: { type: "isOpenableAgent", params: ({ event }) => ({ username: event.username }) },
          target: "loading",
          actions: assign({ path: ({ context, event }) => [...context.path, event.username], pageNo: 1 }),
          meta: { spec: "TEAM-02" },
        },
        "page.next": { guard: "hasNextPage", target: "loading", actions: assign({ pageNo: ({ context }) => context.pageNo + 1 }), meta: { spec: "TEAM-01" } },
        "page.previous": { guard: "hasPreviousPage", target: "loading", actions: assign({ pageNo: ({ context }) => context.pageNo - 1 }), meta: { spec: "TEAM-01" } },
        "list.refresh": { target: "loading", meta: { spec: "TEAM-04" } },
        ...browse,
      },
    },
    empty: {
      description: "No downlines on this level, or none match the search: the page says so.",
      on: { ...browse },
    },
    failed: {
      description: "The downlines could not be loaded: the reason with Try again.",
      on: { "list.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } }, ...browse },
    },
  },
});
