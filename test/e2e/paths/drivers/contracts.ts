import type { ContractsContext } from "../../../../machines/contracts/contracts.machine.ts";
import type { ContractOffer, ContractSummary, ContractTerms } from "../../../../machines/contracts/contracts.types.ts";
import { agentEndpoints } from "../../../../src/api/agent-endpoints.ts";
import { AGENT, CONTRACTS as C, DOWNLINE, OWN_DAILY, amountText, rateText } from "../../../drivers/contracts-labels.ts";
import type { Answer, Check, Op, Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";

/** The daily salary's call (check, offer, answer, terminate), the consolidated info and the offers waiting. */
const DAILY = agentEndpoints.dailySalaryContract.path;
const CONSOLIDATED = agentEndpoints.fundsConsolidated.path;
const OFFERS = agentEndpoints.contractOffers.path;
/** The demo member of the sandbox (src/sandbox/seed/members.ts). */
const DEMO = { username: "demo", password: "Demo1234" };

const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const button = (name: string, within: Target): Target => ({ role: "button", name: exact(name), within });

const centre: Target = { role: "dialog", name: C.centre };
const offerDialog: Target = { role: "dialog", name: C.offerTo(DOWNLINE) };
const termsForm: Target = { role: "form", name: C.termsForm, within: offerDialog };
const popup: Target = { role: "dialog", name: C.popup };
const endDialog: Target = { role: "dialog", name: C.endTitle(OWN_DAILY) };
const loginDialog: Target = { role: "dialog", name: C.logIn };
const memberBar: Target = { testId: "member-bar" };
const field = (name: string): Target => ({ role: "textbox", name: exact(name), within: termsForm });

const ok = (value: unknown): Answer => ({ json: { success: true, value } });
const networkDown: Answer = { abort: true };
const sessionEnded: Answer = { json: { success: false, message: "login.not.session" }, status: 401 };

/** The platform's wire form of the model's data (src/api/contract-schemas.ts): major units, rates in percent. */
const major = (minor: number | null) => (minor === null ? null : (minor / 100).toFixed(2));
const wireSummary = (c: ContractSummary) => ({ contractId: c.contractId, contractType: "DAILY_SALARY", upline: AGENT.username, downline: c.party, status: c.state.toUpperCase(), topRate: major(c.topRateBp) });
const wireOffer = (o: ContractOffer) => ({
  contractId: o.contractId,
  contractType: "DAILY_SALARY",
  upline: o.from,
  offerTime: o.offeredAt,
  period: o.terms.period.toUpperCase(),
  tiers: o.terms.tiers.map((t) => ({ betAmount: major(t.validBet), profitLoss: major(t.profitLoss), activeMembers: t.activeMembers, rate: major(t.rateBp) })),
  betAmount: major(o.terms.betAmount),
  profitRate: null,
  lossRate: null,
  singleBetAmount: null,
});
/** A rate as the screens write it in English (use-rate.ts). */
const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** The ops that type the terms into the offer form: as many tier rows, each field replaced. */
function fillTerms(rows: number, terms: ContractTerms): Op[] {
  const ops: Op[] = [];
  for (let n = rows; n < terms.tiers.length; n++) ops.push({ do: "click", target: button(C.addTier, termsForm) });
  for (let n = rows; n > terms.tiers.length; n--) ops.push({ do: "click", target: button(C.removeTier(n), termsForm) });
  // Each field cleared, then typed (as a player retypes it: the same text again is a change too).
  const type = (target: Target, value: string): Op[] => [{ do: "fill", target, value: "" }, ...(value === "" ? [] : [{ do: "fill", target, value } as Op])];
  for (const [index, step] of terms.tiers.entries()) {
    const n = index + 1;
    ops.push(
      ...type(field(C.tierBet(n)), amountText(step.validBet)),
      ...type(field(C.tierMembers(n)), step.activeMembers === null ? "" : String(step.activeMembers)),
      ...type(field(C.tierRate(n)), rateText(step.rateBp)),
    );
  }
  ops.push(...type(field(C.betAmount), amountText(terms.betAmount)));
  return ops;
}

const logInAgain = (): Op[] => {
  const form: Target = { role: "form", name: C.logIn, within: loginDialog };
  return [
    { do: "fill", target: { label: /^Username/, within: form }, value: AGENT.username },
    { do: "fill", target: { label: /^Password/, within: form }, value: AGENT.password },
    { do: "click", target: { role: "button", name: C.logIn, within: form } },
  ];
};

const nothing = (why: string): Op[] => [{ do: "nothing", why }];

/**
 * Contract offers in the browser, in the machine's three modes (the jsdom twin is test/drivers/contracts.driver.tsx):
 * - `offer`: agent01 is logged in (the platform's own login call, the token in the tab's sessionStorage) on team
 *   management in the agent centre, finds demo, presses Offer contract on demo's row and chooses Daily salary; the
 *   form's own rate is the sandbox's (agent01's DSL-2001, 1.20 %) and the terms are typed into its fields.
 * - `answer`: demo is logged in; the app's contract offer popup loads the offers waiting.
 * - `terminate`: agent01 presses End contract on its own daily salary (DSL-2001) on the agent centre's daily-salary
 *   page (the sample's contract is another; the machine's state does not depend on which contract ends).
 *
 * The daily-salary call (and, for demo, the consolidated info and the offers list) is held until the step says how
 * the platform answers. The sandbox answers when its real rules give the sample's answer: the check of an offer that
 * ends nothing (demo's DSL-2006 pays 0.90 %, below the sample's 1.00 %), the offer sent after it, and the termination
 * of DSL-2001. The rest is scripted in the platform's wire form of the sample's data: a check that ends a 1.20 %
 * contract and the offer confirmed after it, the offers waiting for demo, and demo's answers to them. A failure is a
 * network failure; the end of a session is a 401, after which the agent logs in again through the login popup.
 */
export const contractsDriver: BrowserDriver = {
  machineId: "contracts",

  start(input) {
    const mode = (input.input as { mode: ContractsContext["mode"] }).mode;
    if (mode === "answer") return { lang: "en", member: DEMO, hold: [DAILY, CONSOLIDATED, OFFERS], url: "/vip", ready: [{ see: memberBar }] };
    if (mode === "terminate") {
      return {
        lang: "en",
        member: AGENT,
        hold: [DAILY],
        url: "/agent/daily-salary",
        then: [{ do: "click", target: { role: "button", name: C.endTitle(OWN_DAILY), within: centre } }],
        ready: [{ see: endDialog }],
      };
    }
    return {
      lang: "en",
      member: AGENT,
      hold: [DAILY],
      url: "/agent/team",
      then: [
        { do: "fill", target: { label: /^Username$/, within: centre }, value: DOWNLINE },
        { do: "click", target: button(C.search, centre) },
        { do: "click", target: button(C.offerTo(DOWNLINE), centre) },
        { do: "click", target: { role: "radio", name: C.dailySalary, within: offerDialog } },
        { do: "click", target: button(C.continue, offerDialog) },
      ],
      ready: [{ see: termsForm }],
    };
  },

  perform(event, before): Op[] {
    const context = before.context as unknown as ContractsContext;
    const state = JSON.stringify(before.value);
    switch (event.type) {
      case "terms.changed":
        if (state !== '{"offering":"editing"}') return nothing("the form takes no typing while the offer is with the platform or a confirmation covers it");
        return fillTerms(context.terms!.tiers.length, event.terms as ContractTerms);
      case "offer.submitted":
        if (state !== '{"offering":"editing"}') return nothing("Offer contract is disabled while the offer is with the platform");
        return [{ do: "click", target: button(C.offer, termsForm) }];
      case "xstate.done.actor.checkOffer": {
        const { ending } = event.output as { ending: readonly ContractSummary[] };
        return [{ do: "answer", path: DAILY, answer: ending.length === 0 ? { sandbox: true } : ok({ contract: null, ending: ending.map(wireSummary) }) }];
      }
      case "xstate.error.actor.checkOffer":
      case "xstate.error.actor.answerOffer":
      case "xstate.error.actor.terminateContract":
        return [{ do: "answer", path: DAILY, answer: networkDown }];
      case "offer.confirmed":
        return [{ do: "click", target: button(C.confirmEnding, offerDialog) }];
      case "offer.back":
        return [{ do: "click", target: button(state === '{"offering":"sendFailed"}' ? C.backToTerms : C.back, offerDialog) }];
      case "xstate.done.actor.sendOffer":
        // The sandbox makes the offer when the contracts it ends are the ones the agent confirmed (none here).
        if (context.ending.length === 0) return [{ do: "answer", path: DAILY, answer: { sandbox: true } }];
        return [{ do: "answer", path: DAILY, answer: ok({ contract: wireSummary(event.output as ContractSummary), ending: context.ending.map(wireSummary) }) }];
      case "xstate.error.actor.sendOffer":
        return [{ do: "answer", path: DAILY, answer: (event.error as { code?: string }).code === "session.ended" ? sessionEnded : networkDown }];
      case "offer.retry":
        return [{ do: "click", target: button(C.tryAgain, offerDialog) }];
      case "session.resumed":
        return logInAgain();
      case "offer.new":
        return [{ do: "click", target: button(C.offerAnother, offerDialog) }];
      case "xstate.done.actor.fetchOffers": {
        const offers = event.output as ContractOffer[];
        if (offers.length === 0) return [{ do: "answer", path: CONSOLIDATED, answer: ok({}) }];
        return [
          { do: "answer", path: CONSOLIDATED, answer: ok({ dailysalreqtype: offers.map((o) => ({ contractId: o.contractId, upline: o.from, offerTime: o.offeredAt })) }) },
          { do: "answer", path: OFFERS, answer: ok({ list: offers.map(wireOffer) }) },
        ];
      }
      case "xstate.error.actor.fetchOffers":
        return [{ do: "answer", path: CONSOLIDATED, answer: networkDown }];
      case "offers.retry":
        return [{ do: "click", target: button(C.tryAgain, popup) }];
      case "offer.accepted":
      case "offer.rejected":
        if (state !== '{"answering":"asking"}') return nothing("the popup shows no enabled Accept or Reject here");
        return [{ do: "click", target: button(event.type === "offer.accepted" ? C.accept : C.reject, popup) }];
      case "offer.later":
        if (state !== '{"answering":"asking"}' && state !== '{"answering":"loadFailed"}') return nothing("the popup shows no enabled Later here");
        return [{ do: "click", target: button(C.later, popup) }];
      case "popup.closed":
        // The text Close under the last answer (the dialog's corner Close is the first of the two).
        return [{ do: "click", target: { ...button(C.close, popup), nth: 1 } }];
      case "xstate.done.actor.answerOffer":
        return [{ do: "answer", path: DAILY, answer: ok({ contract: null, ending: [] }) }];
      case "termination.confirmed":
        return [{ do: "click", target: button(C.end, endDialog) }];
      case "termination.cancelled":
        return [{ do: "click", target: button(C.cancel, endDialog) }];
      case "xstate.done.actor.terminateContract":
        return [{ do: "answer", path: DAILY, answer: { sandbox: true } }];
    }
    throw new Error(`the contracts driver cannot perform ${event.type}`);
  },

  screen({ value, context: raw }: ModelState): Check[] {
    const context = raw as unknown as ContractsContext;
    const state = JSON.stringify(value);
    switch (state) {
      case '{"offering":"editing"}':
      case '{"offering":"checking"}':
      case '{"offering":"sending"}':
      case '{"offering":"awaitingLogin"}': {
        const busy = state !== '{"offering":"editing"}';
        const terms = context.terms!;
        const checks: Check[] = [
          { attribute: "aria-busy", of: termsForm, is: String(busy) },
          { attribute: "disabled", of: button(C.offer, termsForm), is: busy ? "" : null },
        ];
        // What was typed stays (through a failed check and a new login); a refused submit marks the fields.
        for (const [index, step] of terms.tiers.entries()) {
          const n = index + 1;
          checks.push(
            { attribute: "value", of: field(C.tierBet(n)), is: amountText(step.validBet) },
            { attribute: "value", of: field(C.tierRate(n)), is: rateText(step.rateBp) },
            { attribute: "aria-invalid", of: field(C.tierRate(n)), is: context.errors.tiers ? "true" : null },
          );
        }
        checks.push(
          { notSee: { role: "button", name: exact(C.removeTier(terms.tiers.length + 1)), within: termsForm } },
          { attribute: "value", of: field(C.betAmount), is: amountText(terms.betAmount) },
          { attribute: "aria-invalid", of: field(C.betAmount), is: context.errors.betAmount ? "true" : null },
          context.failure ? { see: { role: "alert", within: termsForm }, text: C.checkFailed } : { notSee: { text: C.checkFailed } },
        );
        if (state === '{"offering":"awaitingLogin"}') return [...checks, { see: { role: "alert", within: termsForm }, text: C.sessionEnded }, { see: loginDialog }];
        return [...checks, { notSee: { text: C.sessionEnded } }, { notSee: loginDialog }];
      }
      case '{"offering":"confirming"}': {
        const region: Target = { role: "region", name: C.ending(context.ending.length, DOWNLINE), within: offerDialog };
        return [{ notSee: termsForm }, ...context.ending.map((c): Check => ({ see: region, text: C.endingRow(c.contractId, c.party, percent(c.topRateBp)) }))];
      }
      case '{"offering":"sendFailed"}':
        return [{ see: { role: "alert", within: offerDialog }, text: C.notSent }, { see: button(C.tryAgain, offerDialog) }, { see: button(C.backToTerms, offerDialog) }];
      case '{"offering":"offered"}':
        return [
          { see: { role: "heading", name: C.sent, within: offerDialog } },
          context.ending.length > 0 ? { see: { text: C.ended, within: offerDialog } } : { notSee: { text: C.ended, within: offerDialog } },
          ...context.ending.map((c): Check => ({ see: { role: "region", name: C.sent, within: offerDialog }, text: C.endingRow(c.contractId, c.party, percent(c.topRateBp)) })),
        ];
      case '{"answering":"loading"}':
        return [{ see: memberBar }, { notSee: popup }];
      case '{"answering":"loadFailed"}':
        return [{ see: { role: "alert", within: popup }, text: C.loadFailed }, { see: button(C.tryAgain, popup) }];
      case '{"answering":"asking"}':
      case '{"answering":"sendingAnswer"}': {
        const sending = state === '{"answering":"sendingAnswer"}';
        const offer = context.offers[context.current]!;
        const card: Target = { testId: "contract-offer", within: popup };
        return [
          { see: card, text: C.offerFrom(offer.from) },
          { see: card, text: offer.contractId },
          context.offers.length > 1 ? { see: { text: C.counter(context.current + 1, context.offers.length), within: popup } } : { notSee: { text: /^Offer \d+ of \d+$/, within: popup } },
          { attribute: "disabled", of: button(C.accept, popup), is: sending ? "" : null },
          sending ? { see: { role: "status", within: popup }, text: C.sending } : { notSee: { text: C.sending, within: popup } },
          !sending && context.failure ? { see: { role: "alert", within: popup }, text: C.answerNotSent } : { notSee: { role: "alert", within: popup } },
        ];
      }
      case '"answered"':
        return [{ see: { role: "status", within: popup }, text: context.answer === "accept" ? C.accepted : C.rejected }];
      case '{"terminating":"confirming"}':
      case '{"terminating":"sending"}': {
        const sending = state === '{"terminating":"sending"}';
        return [
          { see: endDialog, text: OWN_DAILY },
          { attribute: "disabled", of: button(C.end, endDialog), is: sending ? "" : null },
          !sending && context.failure ? { see: { role: "alert", within: endDialog }, text: C.notEnded } : { notSee: { role: "alert", within: endDialog } },
        ];
      }
      case '"terminated"':
        return [{ see: { role: "status", within: endDialog }, text: C.hasEnded }];
      case '"closed"':
        return context.mode === "terminate" ? [{ notSee: endDialog }, { see: centre }] : [{ notSee: popup }, { see: memberBar }];
    }
    throw new Error(`no screen check for ${state}`);
  },
};
