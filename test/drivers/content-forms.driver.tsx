/**
 * Model-based UI drivers of the site's two one-page forms: /feedback (a member's feedback or complaint to customer
 * service) and /join (a visitor's affiliate application). Each path types into the form as a player does, presses
 * its button, and the form's one platform call waits until the path says what the platform answers: the sandbox's
 * own rules when it accepts, a scripted refusal or a network failure otherwise.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorLogic, AnyActorRef, EventObject } from "xstate";
import type { ContentMachines } from "../../src/api/content-actors.ts";
import { contentEndpoints } from "../../src/api/content-endpoints.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { following } from "./follow.ts";
import { followedState, stopFollowed } from "./followed-page.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { typeInto } from "./sign-in.ts";
import type { FlowDriver } from "./types.ts";

const { store } = nodeSandbox;

interface FormSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  actors: AnyActorRef[];
}

type FormSnapshot = { value: unknown; context: { errors: Record<string, unknown>; failure: { code: string } | null } };
const snapshotOf = (session: FormSession) => session.actors.at(-1)!.getSnapshot() as FormSnapshot;

/** The page's form (named by the page's title). */
const form = (title: string) => screen.getByRole("form", { name: title });

/** Opens `url` with the content machines followed; waits for the page's form machine to start. */
async function openForm(url: string, machine: "feedback" | "join", hold: string, member: boolean): Promise<FormSession> {
  localStorage.setItem("lang", "en");
  if (member) sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
  const actors: AnyActorRef[] = [];
  const calls = holdCalls((path) => path === hold);
  const app = await renderApp(url, {}, (services) => {
    const load = services.loadContentMachines;
    services.loadContentMachines = () => load().then((machines: ContentMachines) => ({ ...machines, [machine]: following(machines[machine] as AnyActorLogic, actors) }));
  });
  await waitFor(() => expect(actors).toHaveLength(1), { timeout: 20_000 });
  return { app, user: userEvent.setup(), calls, actors };
}

/** The fields show what the machine holds, and each field it found wrong says so next to it. */
function expectFields(session: FormSession, title: string, fields: Record<string, { label: RegExp; value: () => string }>) {
  const { context } = snapshotOf(session);
  for (const [name, { label, value }] of Object.entries(fields)) {
    const field = within(form(title)).getByLabelText(label);
    expect(field).toHaveValue(value());
    expect(field.getAttribute("aria-invalid") === "true").toBe(name in context.errors);
  }
}

/** Sending: the button says so and cannot be pressed; after a failure it offers Try again and the reason. */
function expectButton(title: string, state: string, failed: boolean, idle: string) {
  const scope = within(form(title));
  if (state === "sending" || state === "submitting") {
    expect(scope.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");
    return;
  }
  expect(scope.getByRole("button", { name: failed ? "Try again" : idle })).toBeInTheDocument();
  if (failed) expect(scope.getByRole("alert")).not.toBeEmptyDOMElement();
}


const FEEDBACK_TITLE = "Feedback and complaints";
const FEEDBACK: string = contentEndpoints.feedback.path;
const TYPE_LABEL: Record<string, string> = { "": "Choose…", WITHDRAWAL: "Withdrawal" };

/** /feedback for `demo`: the About select, the text with its word count, Send feedback, the receipt. */
export const feedbackDriver: FlowDriver<FormSession> = {
  machineId: "feedback",
  pathTimeoutMs: 45_000,
  start: () => openForm("/feedback", "feedback", FEEDBACK, true),

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    switch (event.type) {
      case "feedback.typePicked":
        return user.selectOptions(within(form(FEEDBACK_TITLE)).getByLabelText(/^About/), TYPE_LABEL[String(event.value)]!);
      case "feedback.contentChanged":
        return typeInto(user, within(form(FEEDBACK_TITLE)).getByLabelText(/^Your feedback/), String(event.value));
      case "feedback.submitted":
        return user.click(within(form(FEEDBACK_TITLE)).getByRole("button", { name: /^(Send feedback|Try again)$/ }));
      case "feedback.again":
        return user.click(screen.getByRole("button", { name: "Send more feedback" }));
      case "xstate.done.actor.sendFeedback":
        return calls.answer(FEEDBACK, null);
      case "xstate.error.actor.sendFeedback":
        return calls.answer(FEEDBACK, () => HttpResponse.error());
      default:
        throw new Error(`feedbackDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = String(value);
    await waitFor(
      () => {
        const { context } = snapshotOf(session) as FormSnapshot & { context: { type: string | null; content: string; receipt: { id: string } | null } };
        if (state === "sent") {
          expect(screen.getByTestId("feedback-sent")).toHaveTextContent(`Your feedback number ${context.receipt!.id} is with customer service`);
          return;
        }
        expectFields(session, FEEDBACK_TITLE, {
          type: { label: /^About/, value: () => context.type ?? "" },
          content: { label: /^Your feedback/, value: () => context.content },
        });
        expectButton(FEEDBACK_TITLE, state, context.failure !== null, "Send feedback");
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("feedback"),
  stop: stopFollowed,
};

const JOIN_TITLE = "Become an affiliate";
const APPLICATION: string = contentEndpoints.affiliateApplication.path;
const JOIN_LABEL: Record<string, RegExp> = {
  name: /^Full name/,
  email: /^E-mail/,
  mobile: /^Mobile number/,
  messenger: /^Telegram, WhatsApp or Zalo/,
  website: /^Website or channel/,
  message: /^How will you bring players/,
};

/** /join for a visitor: the application's fields, Send application, the refusal next to the e-mail, the receipt. */
export const joinDriver: FlowDriver<FormSession> = {
  machineId: "join",
  pathTimeoutMs: 45_000,
  start: () => openForm("/join", "join", APPLICATION, false),

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    switch (event.type) {
      case "join.changed":
        return typeInto(user, within(form(JOIN_TITLE)).getByLabelText(JOIN_LABEL[String(event.field)]!), String(event.value));
      case "join.submitted":
        return user.click(within(form(JOIN_TITLE)).getByRole("button", { name: /^(Send application|Try again)$/ }));
      case "join.again":
        return user.click(screen.getByRole("button", { name: "Send another application" }));
      case "xstate.done.actor.submitApplication":
        return calls.answer(APPLICATION, null);
      case "xstate.error.actor.submitApplication": {
        const error = event.error as { code: string; serverMessage?: string };
        if (error.code === "network.abnormal") return calls.answer(APPLICATION, () => HttpResponse.error());
        return calls.answer(APPLICATION, () => HttpResponse.json({ success: false, message: error.serverMessage }));
      }
      default:
        throw new Error(`joinDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = String(value);
    await waitFor(
      () => {
        const { context } = snapshotOf(session) as FormSnapshot & { context: { fields: Record<string, string>; receipt: { reference: string; email: string } | null } };
        if (state === "sent") {
          expect(screen.getByTestId("join-sent")).toHaveTextContent(`Your application ${context.receipt!.reference} is with our affiliate team; we will write to ${context.receipt!.email}`);
          return;
        }
        expectFields(session, JOIN_TITLE, Object.fromEntries(Object.entries(JOIN_LABEL).map(([name, label]) => [name, { label, value: () => context.fields[name] ?? "" }])));
        expectButton(JOIN_TITLE, state, context.failure !== null, "Send application");
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("join"),
  stop: stopFollowed,
};
