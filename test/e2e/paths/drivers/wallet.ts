import { sourceBalance, vendorTotal, walletRequest, type WalletContext } from "../../../../machines/wallet/wallet.machine.ts";
import type { Wallets } from "../../../../machines/wallet/wallet.types.ts";
import { cashierEndpoints } from "../../../../src/api/cashier-endpoints.ts";
import { WALLET_LABEL as L, walletEnds, walletMoney as money } from "../../../drivers/wallet-labels.ts";
import type { Answer, Check, Op, Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";

const MODE = cashierEndpoints.merchantWallet.path;
const WALLETS = cashierEndpoints.vendorWallets.path;
const TRANSFER = cashierEndpoints.walletTransfer.path;
/** The demo member of the sandbox (src/sandbox/seed/members.ts). */
const DEMO = { username: "demo", password: "Demo1234" };

/** The wallet page in a state: the view marks its root with the machine's state value. */
const pageIn = (value: unknown): Target => ({ css: `[data-state='${JSON.stringify(value)}']` });
const table: Target = { role: "region", name: L.table };
/** A single wallet's section (inside the member centre's page section, "My wallet"). */
const single: Target = { css: 'section:has([data-testid="wallet-balance"])' };
const form: Target = { role: "form", name: /^Transferir de / };
const amountField: Target = { label: L.amount, within: form };
const loginDialog: Target = { role: "dialog", name: L.login.dialog };
const reviewOf = (context: WalletContext): Target => ({ role: "region", name: context.move?.kind === "recall" ? L.recallReview : L.review });
const button = (name: string, within: Target): Target => ({ role: "button", name, within });

const major = (minor: number) => (minor / 100).toFixed(2);
const ok = (value: unknown): Answer => ({ json: { success: true, value } });
/** The wallets in the platform's wire form (`GCS_getVendorWallets`, `GCS_walletTransfer`): major units. */
const wireWallets = (wallets: Wallets) => ok({ mainBalance: major(wallets.main), wallets: wallets.vendors.map((w) => ({ vendor: w.vendor, vendorName: w.vendorName, balance: major(w.balance) })) });
const vendorName = (context: WalletContext, vendor: string) => context.wallets?.vendors.find((w) => w.vendor === vendor)?.vendorName ?? vendor;

/**
 * My wallet in the browser: the demo member is logged in (the platform's own login call, the token in the tab's
 * sessionStorage) and opens `/member/wallet` in Portuguese (the paths' input reads typed amounts with a decimal comma).
 * The wallet mode, the wallets and the move are held and answered as each step says, in the platform's wire form of the
 * sample's wallets (the sandbox's demo has other vendors); a single wallet's balance is the sandbox's (demo's
 * 1.520,75, the sample's). The session ends by a 401 on the move, and the player logs in again in the popup it opens.
 */
export const walletDriver: BrowserDriver = {
  machineId: "wallet",

  start() {
    return { lang: "pt", member: DEMO, hold: [MODE, WALLETS, TRANSFER], url: "/member/wallet" };
  },

  perform(event, before): Op[] {
    const context = before.context as unknown as WalletContext;
    const idle = JSON.stringify(before.value) === '{"wallets":"idle"}';
    switch (event.type) {
      case "xstate.done.actor.fetchWallets": {
        const wallets = event.output as Wallets;
        const mode: Op = { do: "answer", path: MODE, answer: ok({ isSingle: wallets.isSingle }) };
        return wallets.isSingle ? [mode] : [mode, { do: "answer", path: WALLETS, answer: wireWallets(wallets) }];
      }
      case "xstate.error.actor.fetchWallets":
        return [{ do: "answer", path: MODE, answer: { abort: true } }];
      case "wallets.retry":
        return [{ do: "click", target: button(L.tryAgain, { role: "alert" }) }];
      case "wallets.refresh":
        return [{ do: "click", target: button(L.refresh, context.wallets?.isSingle ? single : table) }];
      case "transfer.started": {
        const direction = event.direction as "in" | "out";
        const vendor = event.vendor as string;
        if (!(idle && context.transfersEnabled && sourceBalance(context.wallets, vendor, direction) > 0)) {
          return [{ do: "nothing", why: "the button is visibly off (aria-disabled): the wallet the money would leave holds nothing" }];
        }
        const name = vendorName(context, vendor);
        return [{ do: "click", target: button(direction === "in" ? L.transferIn(name) : L.transferOut(name), table) }];
      }
      case "recall.started":
        if (!(idle && context.transfersEnabled && vendorTotal(context.wallets) > 0)) return [{ do: "nothing", why: "the button is visibly off (aria-disabled): no vendor wallet holds money" }];
        return [{ do: "click", target: button(L.recall, table) }];
      case "amount.changed":
        return [{ do: "fill", target: amountField, value: String(event.text) }];
      case "transfer.allChosen":
        return [{ do: "click", target: button(L.all, form) }];
      case "transfer.submitted":
        return [{ do: "click", target: button(L.continue, form) }];
      case "transfer.cancelled":
        return [{ do: "click", target: button(L.cancel, form) }];
      case "review.back":
      case "submit.back":
        return [{ do: "click", target: button(L.back, reviewOf(context)) }];
      case "review.confirmed":
        return [{ do: "click", target: button(L.confirm, reviewOf(context)) }];
      case "submit.retry":
        return [{ do: "click", target: button(L.tryAgain, reviewOf(context)) }];
      case "xstate.done.actor.transferFunds":
        return [{ do: "answer", path: TRANSFER, answer: wireWallets(event.output as Wallets) }];
      case "xstate.error.actor.transferFunds": {
        const error = event.error as { code: string; serverMessage?: string };
        if (error.code === "session.ended") return [{ do: "answer", path: TRANSFER, answer: { json: { success: false, message: "login.not.session" }, status: 401 } }];
        return [{ do: "answer", path: TRANSFER, answer: { json: { success: false, message: error.serverMessage ?? "refused" } } }];
      }
      case "session.resumed": {
        const login: Target = { role: "form", name: L.login.form, within: loginDialog };
        return [
          { do: "fill", target: { label: L.login.username, within: login }, value: DEMO.username },
          { do: "fill", target: { label: L.login.password, within: login }, value: DEMO.password },
          { do: "click", target: button(L.login.submit, login) },
        ];
      }
    }
    throw new Error(`the wallet driver cannot perform ${event.type}`);
  },

  screen({ value, context: raw }: ModelState): Check[] {
    const context = raw as unknown as WalletContext;
    const state = JSON.stringify(value);
    const page = pageIn(value);
    const wallets = context.wallets;
    if (state === '"loading"') return [{ see: page, text: L.loading }, { notSee: table }, { notSee: { testId: "wallet-balance" } }];
    if (state === '"loadFailed"') return [{ see: { role: "alert", within: page } }, { see: button(L.tryAgain, { role: "alert", within: page }) }, { notSee: table }];
    if (state === '"single"') {
      return [{ see: { testId: "wallet-balance", within: page }, text: money(wallets!.main) }, { see: single, text: L.singleNote }, { notSee: table }, { notSee: { role: "button", name: L.recall } }];
    }
    // The wallets: the main wallet and each vendor's, the buttons that can act pressable and the others visibly not.
    const idle = state === '{"wallets":"idle"}';
    const off = (can: boolean) => String(!(idle && can));
    const checks: Check[] = [
      { see: page },
      { see: { testId: "wallet-main", within: table }, text: money(wallets!.main) },
      ...wallets!.vendors.flatMap((w): Check[] => [
        { see: { role: "row", name: new RegExp(`^${w.vendorName}`), within: table }, text: money(w.balance) },
        { attribute: "aria-disabled", of: button(L.transferIn(w.vendorName), table), is: off(sourceBalance(wallets, w.vendor, "in") > 0) },
        { attribute: "aria-disabled", of: button(L.transferOut(w.vendorName), table), is: off(sourceBalance(wallets, w.vendor, "out") > 0) },
      ]),
      { attribute: "aria-disabled", of: button(L.recall, table), is: off(vendorTotal(wallets) > 0) },
      { attribute: "aria-disabled", of: button(L.refresh, table), is: off(true) },
    ];
    const noReview: Check[] = [{ notSee: { role: "region", name: L.review } }, { notSee: { role: "region", name: L.recallReview } }];
    if (idle) {
      const done = context.done;
      if (!done) return [...checks, { notSee: form }, ...noReview];
      const ends = walletEnds(wallets!, done.move);
      const line = done.move.kind === "recall" ? `${money(done.amount)} voltou para a carteira principal.` : `${money(done.amount)} transferido de ${ends.from} para ${ends.to}.`;
      return [...checks, { notSee: form }, ...noReview, { see: { role: "status", within: table }, text: line }];
    }
    const ends = walletEnds(wallets!, context.move!);
    if (state === '{"wallets":"editing"}') {
      const error = context.amountError;
      const available = context.move?.kind === "transfer" ? sourceBalance(wallets, context.move.vendor, context.move.direction) : 0;
      const message = error === "amount.aboveAvailable" ? L.amountError[error](money(available)) : error === "amount.required" || error === "amount.invalid" ? L.amountError[error] : null;
      if (error !== null && message === null) throw new Error(`no message check for ${error}`);
      return [
        ...checks,
        ...noReview,
        { see: { role: "form", name: L.form(ends.from, ends.to) } },
        // What the player typed stays in the field; the problem the machine found is next to it.
        { attribute: "value", of: amountField, is: context.amountText },
        { attribute: "aria-invalid", of: amountField, is: String(error !== null) },
        ...(message === null ? [] : [{ see: { text: message, within: form } } as Check]),
      ];
    }
    // The review (and what follows it): from, to and how much, with Confirm and Back or Try again and Back.
    const review = reviewOf(context);
    const amount = context.move!.kind === "recall" ? vendorTotal(wallets) : walletRequest(context)!.amount!;
    const summary: Check[] = [...checks, { notSee: form }, { see: review, text: `De${ends.from}Para${ends.to}Valor${money(amount)}` }];
    switch (state) {
      case '{"wallets":"reviewing"}':
        return [...summary, { attribute: "aria-disabled", of: button(L.confirm, review), is: "false" }, { attribute: "aria-disabled", of: button(L.back, review), is: "false" }, { notSee: loginDialog }];
      case '{"wallets":"submitting"}':
        return [...summary, { attribute: "aria-disabled", of: button(L.sending, review), is: "true" }, { attribute: "aria-disabled", of: button(L.back, review), is: "true" }];
      case '{"wallets":"awaitingLogin"}':
        return [...summary, { see: loginDialog }, { see: { text: L.sessionEnded, within: review } }, { attribute: "aria-disabled", of: button(L.confirm, review), is: "true" }];
      case '{"wallets":"submitFailed"}':
        return [...summary, { see: { role: "alert", within: review }, text: L.insufficient }, { see: button(L.tryAgain, review) }, { see: button(L.back, review) }, { notSee: button(L.confirm, review) }];
    }
    throw new Error(`no screen check for ${state}`);
  },
};
