/**
 * Model-based UI driver of My wallet (`/member/wallet`, issue 27 item 2): each generated path through the real page in
 * the whole app, for `demo`, in Portuguese (the paths' input reads typed amounts with a decimal comma).
 *
 * The wallet calls wait until the path's next sample event says what the platform answers: the wallet mode
 * (`GCS_merchantWallet`) and the wallets (`GCS_getVendorWallets`) in the platform's wire form of the sample's wallets
 * (PG Soft and SABA Sports; the sandbox's demo has other vendors), a single wallet's balance from the sandbox (demo's
 * 1.520,75, the sample's), a move's answer (the sample's balances after it), a refusal, or a network failure. The end
 * of a session is a real one: the sandbox closes it, the held move goes on to the sandbox, which answers 401, and the
 * player logs in again through the login popup it opened. The page starts its machine with `useActorRef`; the driver
 * follows it through the cashier machines it hands the app.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import { sourceBalance, vendorTotal, walletRequest, type WalletContext } from "../../machines/wallet/wallet.machine.ts";
import type { WalletMove, Wallets } from "../../machines/wallet/wallet.types.ts";
import { cashierEndpoints } from "../../src/api/cashier-endpoints.ts";
import type { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { WALLET_LABEL as L, walletEnds, walletMoney } from "./wallet-labels.ts";
import { logInInPopup, typeInto } from "./sign-in.ts";
import { followedState, openFollowed, stopFollowed } from "./followed-page.ts";
import type { FlowDriver } from "./types.ts";

const { store } = nodeSandbox;
const MODE = cashierEndpoints.merchantWallet.path;
const WALLETS = cashierEndpoints.vendorWallets.path;
const TRANSFER = cashierEndpoints.walletTransfer.path;
const WAIT = { timeout: 10_000 };

interface WalletSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: ReturnType<typeof userEvent.setup>;
  calls: HeldCalls;
  /** The wallet page's actors, newest last. */
  actors: AnyActorRef[];
}

/** The same as the screen's text reads (its no-break space is a space there). */
const shown = (minor: number) => walletMoney(minor).replace(/\u00a0/g, " ");
/** A pattern for text with amounts in it, whatever space the amounts carry. */
const pattern = (text: string) => new RegExp(escaped(text).replace(/[ \u00a0]/g, "\\s"));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const major = (minor: number) => (minor / 100).toFixed(2);
const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
/** The wallets in the platform's wire form (`GCS_getVendorWallets`, `GCS_walletTransfer`): major units. */
const wireWallets = (wallets: Wallets) => ({ mainBalance: major(wallets.main), wallets: wallets.vendors.map((w) => ({ vendor: w.vendor, vendorName: w.vendorName, balance: major(w.balance) })) });

const contextOf = (session: WalletSession) => session.actors.at(-1)!.getSnapshot().context as WalletContext;

/** The page's parts, by what the player reads. */
const table = () => screen.getByRole("region", { name: L.table });
const review = (context: WalletContext) => screen.getByRole("region", { name: context.move?.kind === "recall" ? L.recallReview : L.review });
/** A single wallet's section (inside the member centre's page section, "My wallet"). */
const singleWallet = () => screen.getByTestId("wallet-balance").closest("section")!;
const vendorName = (context: WalletContext, vendor: string) => context.wallets?.vendors.find((w) => w.vendor === vendor)?.vendorName ?? vendor;

async function logIn(user: WalletSession["user"]) {
  await logInInPopup(user, { language: "pt" });
}

export const walletDriver: FlowDriver<WalletSession> = {
  machineId: "wallet",
  /** The cashier chunk and its Portuguese texts load on the first path. */
  pathTimeoutMs: 60_000,

  async start() {
    const actors: AnyActorRef[] = [];
    const calls = holdCalls((path) => path === MODE || path === WALLETS || path === TRANSFER);
    const page = await openFollowed({ url: "/member/wallet", member: "demo", lang: "pt", loader: "loadCashierMachines", machine: "wallet", calls, actors });
    return { ...page, user: userEvent.setup() };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    const context = contextOf(session);
    switch (event.type) {
      case "xstate.done.actor.fetchWallets": {
        const wallets = event.output as Wallets;
        await calls.answer(MODE, ok({ isSingle: wallets.isSingle }));
        // A single wallet's balance is the header's balance call, answered by the sandbox (demo holds the sample's 1.520,75).
        if (!wallets.isSingle) await calls.answer(WALLETS, ok(wireWallets(wallets)));
        return;
      }
      case "xstate.error.actor.fetchWallets":
        return calls.answer(MODE, () => HttpResponse.error());
      case "wallets.retry":
        return user.click(within(screen.getByRole("alert")).getByRole("button", { name: L.tryAgain }));
      case "wallets.refresh": {
        const part = context.wallets?.isSingle ? singleWallet() : table();
        return user.click(within(part).getByRole("button", { name: L.refresh }));
      }
      case "transfer.started": {
        const name = vendorName(context, event.vendor as string);
        return user.click(within(table()).getByRole("button", { name: event.direction === "in" ? L.transferIn(name) : L.transferOut(name) }));
      }
      case "recall.started":
        return user.click(within(table()).getByRole("button", { name: L.recall }));
      case "amount.changed":
        return typeInto(user, screen.getByLabelText(L.amount, { selector: "input" }), String(event.text));
      case "transfer.allChosen":
        return user.click(screen.getByRole("button", { name: L.all }));
      case "transfer.submitted":
        return user.click(screen.getByRole("button", { name: L.continue }));
      case "transfer.cancelled":
        return user.click(screen.getByRole("button", { name: L.cancel }));
      case "review.back":
      case "submit.back":
        return user.click(within(review(context)).getByRole("button", { name: L.back }));
      case "review.confirmed":
        return user.click(within(review(context)).getByRole("button", { name: L.confirm }));
      case "submit.retry":
        return user.click(within(review(context)).getByRole("button", { name: L.tryAgain }));
      case "xstate.done.actor.transferFunds":
        return calls.answer(TRANSFER, ok(wireWallets(event.output as Wallets)));
      case "xstate.error.actor.transferFunds": {
        const error = event.error as { code: string; serverMessage?: string };
        if (error.code === "session.ended") {
          // The session ends for real: the held move goes on to the sandbox, which answers 401.
          for (const token of [...store.state.sessions.keys()]) store.closeSession(token);
          await calls.answer(TRANSFER, null);
          // The 401 opens the login popup, whose code arrives on first use.
          await screen.findByRole("dialog", { name: L.login.dialog }, { timeout: 30_000 });
          return;
        }
        return calls.answer(TRANSFER, () => HttpResponse.json({ success: false, message: error.serverMessage ?? "refused" }));
      }
      case "session.resumed":
        return logIn(user);
      default:
        throw new Error(`walletDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = JSON.stringify(value);
    await waitFor(() => {
      const context = contextOf(session);
      const wallets = context.wallets;
      const form = screen.queryByRole("form", { name: /^Transferir de / });
      const reviews = [L.review, L.recallReview].map((name) => screen.queryByRole("region", { name })).filter((r) => r !== null);
      if (state === '"loading"' || state === '"loadFailed"') {
        expect(screen.queryByRole("region", { name: L.table })).toBeNull();
        expect(screen.queryByTestId("wallet-balance")).toBeNull();
        if (state === '"loading"') {
          expect(screen.getAllByRole("status").some((s) => s.textContent === L.loading)).toBe(true);
        } else {
          const alert = screen.getByRole("alert");
          expect(alert).toHaveTextContent(/\S/);
          expect(within(alert).getByRole("button", { name: L.tryAgain })).toBeInTheDocument();
        }
        return;
      }
      if (state === '"single"') {
        const single = singleWallet();
        // One landmark named My wallet: the member centre's page (the balance's section has no name of its own).
        expect(screen.getAllByRole("region", { name: L.page })).toHaveLength(1);
        expect(within(single).getByTestId("wallet-balance")).toHaveTextContent(shown(wallets!.main));
        expect(single).toHaveTextContent(L.singleNote);
        // No wallets table (the home page under the member centre has tables of its own).
        expect(screen.queryByRole("region", { name: L.table })).toBeNull();
        expect(screen.queryByRole("button", { name: L.recall })).toBeNull();
        return;
      }
      // The wallets: the main wallet and each vendor's, the buttons that can act pressable and the others visibly not.
      const region = table();
      expect(within(region).getByTestId("wallet-main")).toHaveTextContent(shown(wallets!.main));
      const idle = state === '{"wallets":"idle"}';
      for (const w of wallets!.vendors) {
        expect(within(region).getByRole("row", { name: new RegExp(`^${w.vendorName}`) })).toHaveTextContent(shown(w.balance));
        for (const direction of ["in", "out"] as const) {
          const button = within(region).getByRole("button", { name: direction === "in" ? L.transferIn(w.vendorName) : L.transferOut(w.vendorName) });
          expect(button).toHaveAttribute("aria-disabled", String(!(idle && sourceBalance(wallets, w.vendor, direction) > 0)));
        }
      }
      expect(within(region).getByRole("button", { name: L.recall })).toHaveAttribute("aria-disabled", String(!(idle && vendorTotal(wallets) > 0)));
      expect(within(region).getByRole("button", { name: L.refresh })).toHaveAttribute("aria-disabled", String(!idle));
      if (idle) {
        expect(form).toBeNull();
        expect(reviews).toEqual([]);
        const done = context.done;
        const line = within(region).getByRole("status");
        if (!done) expect(line).toBeEmptyDOMElement();
        else {
          const ends = walletEnds(wallets!, done.move);
          expect(line).toHaveTextContent(done.move.kind === "recall" ? `${shown(done.amount)} voltou para a carteira principal.` : `${shown(done.amount)} transferido de ${ends.from} para ${ends.to}.`);
        }
        return;
      }
      const ends = walletEnds(wallets!, context.move!);
      if (state === '{"wallets":"editing"}') {
        expect(reviews).toEqual([]);
        expect(form).toHaveAccessibleName(L.form(ends.from, ends.to));
        const amount = within(form!).getByLabelText(L.amount, { selector: "input" });
        // What the player typed stays in the field; the problem the machine found is next to it.
        expect(amount).toHaveValue(context.amountText);
        const error = context.amountError;
        expect(amount.getAttribute("aria-invalid") === "true").toBe(error !== null);
        if (error === "amount.aboveAvailable") {
          const move = context.move as Extract<WalletMove, { kind: "transfer" }>;
          expect(amount).toHaveAccessibleDescription(pattern(L.amountError[error](shown(sourceBalance(wallets, move.vendor, move.direction)))));
        } else if (error === "amount.required" || error === "amount.invalid") {
          expect(amount).toHaveAccessibleDescription(pattern(L.amountError[error]));
        } else if (error !== null) throw new Error(`no message check for ${error}`);
        return;
      }
      // The review (and what follows it): from, to and how much, with Confirm and Back or Try again and Back.
      expect(form).toBeNull();
      expect(reviews).toHaveLength(1);
      const panel = review(context);
      const amount = context.move!.kind === "recall" ? vendorTotal(wallets) : walletRequest(context)!.amount!;
      expect(panel).toHaveTextContent(`De${ends.from}Para${ends.to}Valor${shown(amount)}`);
      const button = (name: string) => within(panel).queryByRole("button", { name });
      switch (state) {
        case '{"wallets":"reviewing"}':
        case '{"wallets":"submitting"}':
        case '{"wallets":"awaitingLogin"}': {
          const sending = state === '{"wallets":"submitting"}';
          const confirm = button(sending ? L.sending : L.confirm)!;
          expect(confirm).toHaveAttribute("aria-disabled", String(state !== '{"wallets":"reviewing"}'));
          expect(button(L.back)).toHaveAttribute("aria-disabled", String(state !== '{"wallets":"reviewing"}'));
          expect(button(L.tryAgain)).toBeNull();
          const ended = within(panel).queryByText(L.sessionEnded);
          if (state === '{"wallets":"awaitingLogin"}') {
            expect(ended).not.toBeNull();
            expect(screen.getByRole("dialog", { name: L.login.dialog })).toBeInTheDocument();
          } else expect(ended).toBeNull();
          return;
        }
        case '{"wallets":"submitFailed"}':
          expect(within(panel).getByRole("alert")).toHaveTextContent(L.insufficient);
          expect(button(L.tryAgain)).not.toBeNull();
          expect(button(L.back)).not.toBeNull();
          expect(button(L.confirm)).toBeNull();
          return;
        default:
          throw new Error(`no screen check for ${state}`);
      }
    }, WAIT);
  },

  machineState: followedState("wallet"),

  stop: stopFollowed,
};
