/**
 * What the two points orders' UI drivers share (redeeming a reward, converting points; both built on the shared order
 * review, machines/shared/order-review.ts): `demo` in the points mall, the order's dialog, its call held until the
 * path says what the platform answers, the form's fields, the review, a refusal, a real end of the session and the
 * login after it.
 *
 * The order's call (encrypted, under `passwordCheck/`) waits for the path's next sample event: an answer the driver
 * writes, or — for the end of a session — nothing: the sandbox closes the session and the held call goes on to the
 * sandbox, which answers 401, and the player logs in again through the login popup that opened.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import type { PointsMachines } from "../../src/app/services.tsx";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { following } from "./follow.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { logInInPopup, typeInto } from "./sign-in.ts";

const { store } = nodeSandbox;

export interface OrderSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: ReturnType<typeof userEvent.setup>;
  /** The order's calls, held until the path says what the platform answers. */
  calls: HeldCalls;
  /** The order dialogs' actors, newest last. */
  actors: AnyActorRef[];
}

export interface OrderOptions {
  /** The machine in the points machines whose actors the driver follows. */
  machine: "pointsRedeem" | "pointsConvert";
  /** The order's call. */
  path: string;
  /** Also holds a call to `path` when `when` says so (e.g. a state read again while the order waits). */
  alsoHold?: { path: string; when(session: OrderSession): boolean };
  /** Opens the order's dialog in the mall. */
  open(session: OrderSession): Promise<void>;
}

const orderActor = (session: OrderSession) => session.actors.at(-1);
export const snapshotOf = <T>(session: OrderSession) => orderActor(session)!.getSnapshot() as T;

/** Answers the oldest held call to `path` still wanted by the app; `null` lets it go on to the sandbox. */
export const answer = (session: OrderSession, path: string, response: Response | null) => session.calls.answer(path, response === null ? null : () => response);

export const refused = (message: string) => HttpResponse.json({ success: false, message });

/** Starts the mall for `demo` with the order's calls held, and opens the order's dialog. */
export async function startOrder(options: OrderOptions): Promise<OrderSession> {
  localStorage.setItem("lang", "en");
  sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
  const actors: AnyActorRef[] = [];
  const session = {} as OrderSession;
  const calls = holdCalls((path) => path === options.path || (path === options.alsoHold?.path && options.alsoHold.when(session)));
  const app = await renderApp("/pointMall", {}, (services) => {
    const load = services.loadPointsMachines;
    services.loadPointsMachines = () => load().then((machines: PointsMachines) => ({ ...machines, [options.machine]: following(machines[options.machine], actors) }));
  });
  Object.assign(session, { app, user: userEvent.setup(), calls, actors });
  await options.open(session);
  await waitFor(() => expect(actors).toHaveLength(1), { timeout: 10_000 });
  return session;
}

/** The order's dialog (it must be open). */
export function dialogNamed(title: string): HTMLElement {
  const found = screen.queryByRole("dialog", { name: title });
  if (!found) throw new Error(`expected the dialog "${title}"`);
  return found;
}

/** The steps every points order shares: fields, review, retry, back, and the session's end and the login after it. */
export async function performShared(session: OrderSession, options: OrderOptions, dialog: HTMLElement, event: EventObject & Record<string, unknown>, labels: Record<string, string>): Promise<boolean> {
  const { user } = session;
  switch (event.type) {
    case "field.changed":
      await typeInto(user, within(dialog).getByLabelText(new RegExp(`^${labels[event.field as string]}`), { selector: "input" }), String(event.value));
      return true;
    case "review.back":
    case "submit.back":
      await user.click(within(dialog).getByRole("button", { name: "Back" }));
      return true;
    case "review.confirmed":
      await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
      return true;
    case "submit.retry":
      await user.click(within(dialog).getByRole("button", { name: "Try again" }));
      return true;
    case "session.resumed":
      await logInInPopup(user);
      return true;
    default: {
      const submitError = event.type.startsWith("xstate.error.actor.submit") ? (event.error as { code: string; serverMessage?: string }) : null;
      if (!submitError) return false;
      if (submitError.code === "session.ended") {
        for (const token of [...store.state.sessions.keys()]) store.closeSession(token);
        await answer(session, options.path, null);
      } else {
        await answer(session, options.path, refused(submitError.serverMessage ?? "refused"));
      }
      return true;
    }
  }
}

/**
 * What the dialog shows in the shared states: the form (the problems the machine found next to their fields, and no
 * others), the review (Confirm and Back, off while it is sent), a refusal with Try again and Back, and the order
 * waiting under the login popup. Returns false for a state it does not know.
 */
export function expectSharedScreen(session: OrderSession, dialog: HTMLElement, state: string, labels: Record<string, string>, question: RegExp): boolean {
  const button = (name: string) => within(dialog).queryByRole("button", { name });
  switch (state) {
    case "form": {
      const { errors } = snapshotOf<{ context: { errors: Record<string, string | undefined> } }>(session).context;
      for (const [name, label] of Object.entries(labels)) {
        const input = within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: "input" });
        expect(input.getAttribute("aria-invalid") === "true", `${name} marked invalid`).toBe(errors[name] !== undefined);
      }
      return true;
    }
    case "reviewing":
    case "submitting":
      expect(within(dialog).getByText(question)).toBeInTheDocument();
      expect(button("Confirm")!.hasAttribute("disabled")).toBe(state === "submitting");
      expect(button("Back")!.hasAttribute("disabled")).toBe(state === "submitting");
      return true;
    case "submitFailed":
      expect(within(dialog).getByRole("alert")).toHaveTextContent(/\S/);
      expect(button("Try again")).not.toBeNull();
      expect(button("Back")).not.toBeNull();
      return true;
    case "awaitingLogin":
      // The order waits under the login popup: nothing to press in it until the login.
      expect(screen.getByRole("dialog", { name: "Log in" })).toBeInTheDocument();
      expect(button("Try again")).toBeNull();
      expect(button("Confirm")).toBeNull();
      return true;
    default:
      return false;
  }
}

export async function stopOrder(session: OrderSession): Promise<void> {
  session.app.services.app.stop();
  session.app.unmount();
  session.calls.abandon();
}
