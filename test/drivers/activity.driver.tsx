/**
 * Model-based UI driver of a promotion's activity (/promoDetail): each generated path through the real page — its
 * activity panel, the application form with real files, the login popup and the real-account warning — in the whole
 * app against the sandbox.
 *
 * The platform's promotion calls (the list the page reads the promotion from, join, application, claim, red
 * envelope) wait until the path's next sample event says what the platform answers: the sample's promotion in the
 * list (or none), the sample's outcome, or a refusal. A request abandoned by the machine (the viewer changed) is
 * never answered. Viewer changes are real: the player logs in through the login popup, takes a free trial from it,
 * or signs out from the member bar.
 *
 * The page's activity actor is the view's own (`useActorRef`); the driver follows it by wrapping the promotion
 * machines the services load, so `machineState` reads the very actor the page drives.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { ActivityOutcome, ApplicationImage, Promotion, Viewer } from "../../machines/activity/activity.types.ts";
import { rewardEndpoints } from "../../src/api/reward-endpoints.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { following } from "./follow.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { logInInPopup } from "./sign-in.ts";
import { PROMOTION_STATUS, toMajor, wirePromotion } from "./wire.ts";
import type { FlowDriver } from "./types.ts";

const entry = registry.find((e) => e.machine.id === "activity")!;
const { store } = nodeSandbox;

/** The list calls the page reads its promotion from (guest and member), and the four writes. */
const LIST_PATHS: readonly string[] = [rewardEndpoints.promotionsPublic.path, rewardEndpoints.promotionsMember.path];
const WRITE_PATHS = {
  signUp: rewardEndpoints.promotionSignUp.path,
  apply: rewardEndpoints.promotionApply.path,
  claim: rewardEndpoints.promotionClaim.path,
  openEnvelope: rewardEndpoints.claimRaffle.path,
} as const;
type Writer = keyof typeof WRITE_PATHS;
const FETCH = "fetch";

interface ActivitySession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: ReturnType<typeof userEvent.setup>;
  /** Calls waiting for the path to say what the platform answers: the list calls under FETCH, writes by path. */
  calls: HeldCalls;
  /** The page's activity actors, newest last (a new page visit starts a new one). */
  actors: AnyActorRef[];
}

const current = (session: ActivitySession) => session.actors.at(-1);
const viewerOf = (session: ActivitySession) => (current(session)?.getSnapshot() as { context: { viewer: Viewer } } | undefined)?.context.viewer;

/** Answers the newest call under `key` (an older one was asked by an actor that no longer listens). */
const answer = (session: ActivitySession, key: string, response: () => Response) => session.calls.answer(key, response, "newest");

const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const refusal = (message: string) => () => HttpResponse.json({ success: false, message });
const networkDown = () => HttpResponse.error();

/** A file like the sample image: its name, type and size (the contents are bytes of that size). */
const fileOf = (image: ApplicationImage) => new File([new Uint8Array(image.size)], image.name, { type: image.type });

const panel = () => screen.queryByRole("complementary", { name: "Your activity" });
const page = () => document.querySelector<HTMLElement>('[data-page="promodetail"]');
const actionButton = (name: RegExp) => within(panel()!).queryByRole("button", { name });
const JOIN = /^(Join|Apply|Apply again)$/;
const CLAIM = /^(Claim|Open the red envelope)$/;
const dialogNamed = (name: string) => screen.queryByRole("dialog", { name }) ?? screen.queryByRole("alertdialog", { name });

async function logIn(session: ActivitySession) {
  if (!dialogNamed("Log in")) await openLoginFromHeader(session);
  await logInInPopup(session.user);
}

async function openLoginFromHeader(session: ActivitySession): Promise<HTMLElement> {
  await session.user.click(within(screen.getByRole("banner")).getAllByRole("button", { name: "Log in" })[0]!);
  return screen.findByRole("dialog", { name: "Log in" }, { timeout: 10_000 });
}

async function freeTrial(session: ActivitySession) {
  const dialog = dialogNamed("Log in") ?? (await openLoginFromHeader(session));
  await session.user.click(within(dialog).getByRole("button", { name: "Free trial" }));
}

/** Signing out ends on the home page (LOGOUT-01). */
async function signOut(session: ActivitySession) {
  const warning = dialogNamed("Real account needed");
  if (warning) await session.user.click(within(warning).getByRole("button", { name: "Confirm" }));
  await session.user.click(within(await screen.findByTestId("member-bar")).getByRole("button", { name: "Sign out" }));
  await session.user.click(within(await screen.findByRole("alertdialog", { name: "Sign out" })).getByRole("button", { name: "Confirm" }));
  await waitFor(() => expect(session.app.services.auth.getSnapshot().matches("guest")).toBe(true), { timeout: 10_000 });
}

/** The player goes back to the promotion (the browser's back button), a new visit of the page; false if still there. */
async function backToPromotion(session: ActivitySession): Promise<boolean> {
  if (session.app.history.location.pathname === "/promoDetail") return false;
  const visits = session.actors.length;
  // The home page has replaced the promotion before the player goes back.
  await waitFor(() => expect(page()).toBeNull(), { timeout: 10_000 });
  await act(async () => session.app.history.back());
  await waitFor(() => expect(session.actors.length).toBeGreaterThan(visits), { timeout: 10_000 });
  return true;
}

/** On a new visit, the promotion loads as it was and the player presses Join again (the model's awaitingLogin). */
async function joinAgain(session: ActivitySession, promotion: Promotion) {
  await answer(session, FETCH, ok([wirePromotion(promotion)]));
  await waitFor(() => expect(actionButton(JOIN)).not.toBeNull(), { timeout: 10_000 });
  await session.user.click(actionButton(JOIN)!);
  await waitFor(() => expect(current(session)!.getSnapshot().value).toBe("awaitingLogin"), { timeout: 10_000 });
}

/**
 * The session changes to `viewer` as a player makes it. Someone logged in signs out first (the site goes home,
 * LOGOUT-01), a free trial starts on the home page (FREE-01), and a login from the header stays where it is: each
 * time the player comes back to the promotion. A player who was waiting to join (awaitingLogin) and left the page
 * that way presses Join again on the new visit: a trial account waiting to join signs out, comes back, presses Join
 * and logs in from the popup (the join continues after the login); a guest who took a free trial from the popup
 * comes back and presses Join (the real-account warning).
 */
async function becomeViewer(session: ActivitySession, viewer: Viewer) {
  const snapshot = current(session)!.getSnapshot() as { value: unknown; context: { viewer: Viewer; promotion: Promotion | null } };
  const { viewer: from, promotion } = snapshot.context;
  if (from === viewer) return;
  const waiting = snapshot.value === "awaitingLogin";
  if (from !== "guest") await signOut(session);
  if (viewer === "member") {
    if (waiting && (await backToPromotion(session))) await joinAgain(session, promotion!);
    await logIn(session);
  }
  if (viewer === "trial") await freeTrial(session);
  if (viewer !== "guest") await waitFor(() => expect(session.app.services.auth.getSnapshot().matches("signedIn")).toBe(true), { timeout: 10_000 });
  if ((await backToPromotion(session)) && waiting && viewer === "trial") await joinAgain(session, promotion!);
  await waitFor(() => expect(viewerOf(session)).toBe(viewer), { timeout: 10_000 });
}

/** A real player cannot press Join behind the login popup or the warning: they close it first. */
async function closeSessionDialogs(session: ActivitySession) {
  const login = dialogNamed("Log in");
  if (login) await session.user.click(within(login).getAllByRole("button", { name: "Close" })[0]!);
  const warning = dialogNamed("Real account needed");
  if (warning) await session.user.click(within(warning).getByRole("button", { name: "Confirm" }));
  await waitFor(() => expect(dialogNamed("Log in") ?? dialogNamed("Real account needed")).toBeNull());
}

function form(): HTMLElement {
  const found = within(panel()!).queryByRole("form", { name: "Your application" });
  if (!found) throw new Error("expected the application form");
  return found;
}

async function answerWrite(session: ActivitySession, writer: Writer, event: EventObject & Record<string, unknown>) {
  const path = WRITE_PATHS[writer];
  if (event.type.startsWith("xstate.error.")) return answer(session, path, refusal(String((event.error as { serverMessage?: string }).serverMessage ?? "refused")));
  const output = event.output as ActivityOutcome;
  const value = writer === "openEnvelope" ? { status: PROMOTION_STATUS[output.status], prizeAmount: toMajor(output.amount) } : { status: PROMOTION_STATUS[output.status], rewardAmount: toMajor(output.amount) };
  return answer(session, path, ok(value));
}

export const activityDriver: FlowDriver<ActivitySession> = {
  machineId: "activity",

  async start(input) {
    localStorage.setItem("lang", "en");
    const { viewer, promotionId } = input.input as { viewer: Viewer; promotionId: string };
    if (viewer === "member") sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
    const paths: readonly string[] = [...LIST_PATHS, ...Object.values(WRITE_PATHS)];
    const calls = holdCalls(
      (path) => paths.includes(path),
      (path) => (LIST_PATHS.includes(path) ? FETCH : path),
    );
    const actors: AnyActorRef[] = [];
    const app = await renderApp(`/promoDetail?id=${promotionId}`, {}, (services) => {
      const load = services.loadPromotionMachines;
      services.loadPromotionMachines = () => load().then((machines) => ({ ...machines, activity: following(machines.activity, actors) }));
    });
    const session: ActivitySession = { app, user: userEvent.setup({ applyAccept: false }), calls, actors };
    await waitFor(() => expect(viewerOf(session)).toBe(viewer), { timeout: 10_000 });
    return session;
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user } = session;
    switch (event.type) {
      case "xstate.done.actor.fetchPromotion": {
        const promotion = event.output as Promotion | null;
        return answer(session, FETCH, ok(promotion ? [wirePromotion(promotion)] : []));
      }
      case "xstate.error.actor.fetchPromotion":
        return answer(session, FETCH, networkDown);
      case "xstate.done.actor.signUp":
      case "xstate.error.actor.signUp":
        return answerWrite(session, "signUp", event);
      case "xstate.done.actor.apply":
      case "xstate.error.actor.apply":
        return answerWrite(session, "apply", event);
      case "xstate.done.actor.claim":
      case "xstate.error.actor.claim":
        return answerWrite(session, "claim", event);
      case "xstate.done.actor.openEnvelope":
      case "xstate.error.actor.openEnvelope":
        return answerWrite(session, "openEnvelope", event);
      case "activity.retry":
        return user.click(within(page()!).getByRole("button", { name: "Try again" }));
      case "activity.refresh":
        return user.click(actionButton(/^Refresh$/)!);
      case "activity.join":
        await closeSessionDialogs(session);
        return user.click(actionButton(JOIN)!);
      case "activity.claim":
        return user.click(actionButton(CLAIM)!);
      case "session.changed":
        return becomeViewer(session, event.viewer as Viewer);
      case "remark.changed": {
        const remark = within(form()).getByLabelText("Remark");
        await user.clear(remark);
        await user.click(remark);
        return user.paste(String(event.value));
      }
      case "images.added":
        return user.upload(within(form()).getByLabelText(/^Images/), (event.images as ApplicationImage[]).map(fileOf));
      case "image.removed": {
        const image = (current(session)!.getSnapshot() as { context: { form: { images: ApplicationImage[] } } }).context.form.images[0]!;
        return user.click(within(form()).getByRole("button", { name: `Remove ${image.name}` }));
      }
      case "application.submitted":
        return user.click(within(form()).getByRole("button", { name: /^(Send application|Try again)$/ }));
      case "application.cancelled":
        return user.click(within(form()).getByRole("button", { name: "Cancel" }));
      default:
        throw new Error(`activityDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = String(value);
    await waitFor(
      () => {
        const snapshot = current(session)?.getSnapshot() as { context: { promotion: Promotion | null; form: { images: ApplicationImage[] }; viewer: Viewer } } | undefined;
        const promotion = snapshot?.context.promotion ?? null;
        if (state === "notFound") {
          expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Promotion not found");
          expect(screen.getByRole("link", { name: "See all promotions" })).toBeInTheDocument();
          return;
        }
        if (state === "failed") {
          expect(within(page()!).getByRole("alert")).toHaveTextContent("The promotion could not be loaded.");
          expect(within(page()!).getByRole("button", { name: "Try again" })).toBeInTheDocument();
          return;
        }
        if (!promotion) {
          // Loading for the first time: the page says so and offers nothing yet.
          expect(state).toBe("loading");
          expect(within(page()!).getByRole("status")).toHaveTextContent("Loading…");
          expect(panel()).toBeNull();
          return;
        }
        const aside = panel()!;
        expect(within(aside).getByRole("heading", { name: "Your activity" })).toBeInTheDocument();
        expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(promotion.title);
        const join = actionButton(JOIN);
        const claim = actionButton(CLAIM);
        const refresh = actionButton(/^Refresh$/);
        const busy = (button: HTMLElement | null) => button?.getAttribute("aria-busy") === "true";
        const text = aside.textContent ?? "";
        switch (state) {
          case "loading":
            // Read again (after a login, a logout or Refresh): the last answer stays, with nothing to press.
            expect([join, claim, refresh]).toEqual([null, null, null]);
            return;
          case "join":
            expect(join).not.toBeNull();
            expect(busy(join)).toBe(false);
            return;
          case "joining":
            expect(busy(join)).toBe(true);
            return;
          case "awaitingLogin":
            expect(text).toContain(snapshot!.context.viewer === "trial" ? "Register a real account to take part in promotions." : "Log in to join. You will continue here after the login.");
            expect(join).not.toBeNull();
            return;
          case "applicationForm":
          case "sending": {
            const send = within(form()).getByRole("button", { name: /^(Send application|Try again|Sending…)$/ });
            expect(busy(send)).toBe(state === "sending");
            expect(within(form()).queryAllByRole("img", { name: /^Preview of / })).toHaveLength(snapshot!.context.form.images.length);
            return;
          }
          case "claim":
            expect(claim).not.toBeNull();
            expect(busy(claim)).toBe(false);
            if (promotion.kind === "raffle") expect(text).toContain("A red envelope is waiting for you.");
            return;
          case "claiming":
          case "opening":
            expect(busy(claim)).toBe(true);
            return;
          case "applying":
            expect(text).toContain("Your application is being reviewed.");
            expect(refresh).not.toBeNull();
            return;
          case "rejected":
            expect(text).toContain("Your application was not approved. You may apply again.");
            expect(actionButton(/^Apply again$/)).not.toBeNull();
            return;
          case "issued":
            expect(text).toContain("Your reward has been issued.");
            return;
          case "claimed":
            expect(text).toMatch(promotion.kind === "raffle" ? /Your red envelope held\s*P\s?[\d.,]+/ : /You claimed P\s?[\d.,]+\.|You have claimed this reward\./);
            return;
          case "inProcess":
            expect(text).toContain("Your reward is being worked out.");
            expect(refresh).not.toBeNull();
            return;
          case "signedUp":
            expect(text).toContain("You are taking part. Your reward comes when you meet the conditions.");
            expect(refresh).not.toBeNull();
            return;
          case "comingSoon":
            expect(text).toContain("This promotion has not started yet. Come back when it opens.");
            expect([join, claim]).toEqual([null, null]);
            return;
          case "closed":
            expect(text).toContain("This promotion has ended.");
            expect([join, claim]).toEqual([null, null]);
            return;
          default:
            throw new Error(`no screen check for ${state}`);
        }
      },
      { timeout: 10_000 },
    );
  },

  machineState(session) {
    const actor = current(session);
    return actor ? entry.serialize(actor.getSnapshot() as never) : "(not running)";
  },

  async stop(session) {
    session.app.services.app.stop();
    session.app.unmount();
    session.calls.abandon();
  },
};
