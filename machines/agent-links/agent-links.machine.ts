import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import {
  LINK_CODE_PATTERN,
  LINK_CODE_TAKEN,
  LINK_LIMIT,
  type AgentLink,
  type AgentLinks,
  type LinkAccountType,
  type LinkRequest,
  type LinkStatusRequest,
} from "./agent-links.types.ts";

/** The create-link form as typed. */
export interface LinkForm {
  code: string;
  /** One of the loaded domains ("" before they load). */
  domain: string;
  accountType: LinkAccountType;
}
export type LinkFormField = keyof LinkForm;

/** The code field's problem as a stable code; the view translates it next to the field. */
export type LinkCodeError = "field.required" | "code.format" | "code.taken";

export interface AgentLinksContext {
  page: AgentLinks | null;
  form: LinkForm;
  codeError: LinkCodeError | null;
  /** The link whose disable or enable waits for the agent's confirmation (or is being sent). */
  pending: string | null;
  /** What the agent did last, said in a status line: a link created, disabled or enabled. */
  done: { kind: "created" | "disabled" | "enabled"; code: string } | null;
  /** The last failure and what it stopped: the page's load, a new link, or a status change. */
  failure: Failure | null;
  failedOn: "load" | "create" | "toggle" | null;
}

export type AgentLinksEvent =
  | { type: "links.retry" }
  | { type: "link.changed"; field: LinkFormField; value: string }
  | { type: "link.submitted" }
  | { type: "toggle.requested"; code: string }
  | { type: "toggle.confirmed" }
  | { type: "toggle.cancelled" };

const EMPTY_FORM: LinkForm = { code: "", domain: "", accountType: "member" };

/** The code field's problem, or null: required, then 4 to 16 letters or digits. */
export function linkCodeError(code: string): LinkCodeError | null {
  const trimmed = code.trim();
  if (trimmed === "") return "field.required";
  return LINK_CODE_PATTERN.test(trimmed) ? null : "code.format";
}

const linkOf = (context: Pick<AgentLinksContext, "page">, code: string | null): AgentLink | undefined => context.page?.links.find((l) => l.code === code);

export const linkRequest = (form: LinkForm): LinkRequest => ({ code: form.code.trim().toUpperCase(), domain: form.domain, accountType: form.accountType });

export const agentLinksMachine = setup({
  types: { context: {} as AgentLinksContext, events: {} as AgentLinksEvent },
  actors: {
    fetchLinks: fromPromise<AgentLinks>(() => Promise.reject(new Error("fetchLinks is not provided"))),
    createLink: fromPromise<AgentLink, LinkRequest>(() => Promise.reject(new Error("createLink is not provided"))),
    setLinkStatus: fromPromise<AgentLink, LinkStatusRequest>(() => Promise.reject(new Error("setLinkStatus is not provided"))),
  },
  actions: {
    keepFailure: assign((_, params: { error: unknown; on: "load" | "create" | "toggle" }) => ({ failure: toFailure(params.error), failedOn: params.on })),
  },
  guards: {
    isLimitReached: described("The agent already has as many links as the platform allows.", ({ context }) => (context.page?.links.length ?? 0) >= (context.page?.maxLinks ?? 0)),
    isFormValid: described("The code is 4 to 16 letters or digits and a domain is chosen.", ({ context }) => linkCodeError(context.form.code) === null && context.form.domain !== ""),
    isOwnLink: described("The link is one of the agent's listed links.", ({ context }, params: { code: string }) => linkOf(context as AgentLinksContext, params.code) !== undefined),
    isCodeTaken: described("The platform answered that another link already has the code.", (_, params: { error: unknown }) => toFailure(params.error).serverMessage === LINK_CODE_TAKEN),
    isLimitRefusal: described("The platform answered that the agent has as many links as allowed.", (_, params: { error: unknown }) => toFailure(params.error).serverMessage === LINK_LIMIT),
  },
}).createMachine({
  id: "agentLinks",
  description:
    "The agent centre's Account page (register centre): the agent's affiliate links (code, domain, the register address with its QR code, the account type it registers, created, enabled or disabled, registrations and visits), a form that creates a link, and disable or enable after a confirmation.",
  context: { page: null, form: EMPTY_FORM, codeError: null, pending: null, done: null, failure: null, failedOn: null },
  initial: "loading",
  states: {
    loading: {
      description: "The agent's links and the merchant's domains are loading.",
      invoke: {
        id: "fetchLinks",
        src: "fetchLinks",
        onDone: {
          target: "shown",
          actions: assign(({ context, event }) => ({ page: event.output, form: { ...context.form, domain: context.form.domain || (event.output.domains[0] ?? "") }, failure: null, failedOn: null })),
          meta: { spec: "LNK-01 LNK-02" },
        },
        onError: { target: "failed", actions: { type: "keepFailure", params: ({ event }) => ({ error: event.error, on: "load" as const }) }, meta: { spec: "SITE-01" } },
      },
    },
    failed: {
      description: "The links could not be loaded: the reason with Try again.",
      on: { "links.retry": { target: "loading", actions: assign({ failure: null, failedOn: null }), meta: { spec: "SITE-01" } } },
    },
    shown: {
      description: "The links with their QR codes and buttons, and the create-link form as typed.",
      on: {
        "link.changed": {
          actions: assign(({ context, event }) => ({ form: { ...context.form, [event.field]: event.value }, codeError: event.field === "code" ? null : context.codeError })),
          meta: { spec: "SITE-02" },
        },
        "link.submitted": [
          { guard: "isLimitReached", actions: assign({ done: null, failure: { code: "platform.message", serverMessage: LINK_LIMIT }, failedOn: "create" }), meta: { spec: "LNK-03" } },
          { guard: "isFormValid", target: "creating", actions: assign({ done: null, failure: null, failedOn: null }), meta: { spec: "LNK-03" } },
          { actions: assign(({ context }) => ({ codeError: linkCodeError(context.form.code), done: null })), meta: { spec: "SITE-02 LNK-03" } },
        ],
        "toggle.requested": {
          guard: { type: "isOwnLink", params: ({ event }) => ({ code: event.code }) },
          target: "confirming",
          actions: assign(({ event }) => ({ pending: event.code, done: null, failure: null, failedOn: null })),
          meta: { spec: "LNK-04" },
        },
      },
    },
    creating: {
      description: "The new link is with the platform; the form stays as typed.",
      invoke: {
        id: "createLink",
        src: "createLink",
        input: ({ context }) => linkRequest(context.form),
        onDone: {
          target: "shown",
          actions: assign(({ context, event }) => ({
            page: { ...context.page!, links: [event.output, ...context.page!.links] },
            form: { ...context.form, code: "" },
            done: { kind: "created" as const, code: event.output.code },
          })),
          meta: { spec: "LNK-02 LNK-03" },
        },
        onError: [
          { guard: { type: "isCodeTaken", params: ({ event }) => ({ error: event.error }) }, target: "shown", actions: assign({ codeError: "code.taken" }), meta: { spec: "SITE-02 LNK-03" } },
          {
            guard: { type: "isLimitRefusal", params: ({ event }) => ({ error: event.error }) },
            target: "shown",
            actions: { type: "keepFailure", params: ({ event }) => ({ error: event.error, on: "create" as const }) },
            meta: { spec: "LNK-03" },
          },
          { target: "shown", actions: { type: "keepFailure", params: ({ event }) => ({ error: event.error, on: "create" as const }) }, meta: { spec: "SITE-01" } },
        ],
      },
    },
    confirming: {
      description: "A dialog asks the agent to confirm disabling (or enabling) the link; a disabled code registers no one.",
      on: {
        "toggle.confirmed": { target: "toggling", meta: { spec: "LNK-04" } },
        "toggle.cancelled": { target: "shown", actions: assign({ pending: null }), meta: { spec: "LNK-04" } },
      },
    },
    toggling: {
      description: "The link's new status is with the platform.",
      invoke: {
        id: "setLinkStatus",
        src: "setLinkStatus",
        input: ({ context }) => ({ code: context.pending!, enabled: !linkOf(context, context.pending)!.enabled }),
        onDone: {
          target: "shown",
          actions: assign(({ context, event }) => ({
            page: { ...context.page!, links: context.page!.links.map((l) => (l.code === event.output.code ? event.output : l)) },
            pending: null,
            done: { kind: event.output.enabled ? ("enabled" as const) : ("disabled" as const), code: event.output.code },
          })),
          meta: { spec: "LNK-04" },
        },
        onError: {
          target: "shown",
          actions: [{ type: "keepFailure", params: ({ event }) => ({ error: event.error, on: "toggle" as const }) }, assign({ pending: null })],
          meta: { spec: "SITE-01" },
        },
      },
    },
  },
});
