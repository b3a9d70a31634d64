import { useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ContractOffersRef } from "../../../machines/app/app.machine.ts";
import type { ContractsSnapshot } from "../../../machines/contracts/contracts.selectors.ts";
import type { ContractOffer } from "../../../machines/contracts/contracts.types.ts";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { useMoney } from "../cashier/use-cashier.ts";
import { contractFailure, kindNames, offerPeriodNames } from "./contract-offer-messages.ts";
import { useRate } from "./use-rate.ts";
import * as buttons from "../../components/button/button.css.ts";
import * as cashier from "../cashier/cashier.css.ts";
import * as records from "../records/records.css.ts";
import * as css from "./contract-offer.css.ts";

/**
 * The contract offer popup (OFR-08; SPEC §4): each offer waiting for the player, with Accept, Reject and Later. The
 * app machine runs its actor (the contracts machine in its `answer` mode) and the host mounts this while it has
 * something to show; closing it is the machine's `offer.later` (or `popup.closed` after the last answer).
 */
export default function ContractOfferPopup({ actor }: { actor: ContractOffersRef }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const close = () => actor.send(snapshot.matches("answered") ? { type: "popup.closed" } : { type: "offer.later" });
  return (
    <Dialog open onClose={close} title={t`Contract offers`}>
      <div className={css.page} data-state={JSON.stringify(snapshot.value)}>
        <Body snapshot={snapshot} send={actor.send} onDone={() => actor.send({ type: "popup.closed" })} />
      </div>
    </Dialog>
  );
}

function Body({ snapshot, send, onDone }: { snapshot: ContractsSnapshot; send: ContractOffersRef["send"]; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { offers, current, failure, answer } = snapshot.context;
  if (snapshot.matches({ answering: "loadFailed" })) {
    return (
      <div role="alert" className={records.note}>
        <p className={records.muted}>{t`Your contract offers could not be loaded.`} {failure ? contractFailure(i18n, failure) : null}</p>
        <div className={cashier.actions}>
          <button type="button" className={buttons.primary} onClick={() => send({ type: "offers.retry" })}>
            {t`Try again`}
          </button>
          <button type="button" className={buttons.button} onClick={() => send({ type: "offer.later" })}>
            {t`Later`}
          </button>
        </div>
      </div>
    );
  }
  if (snapshot.matches("answered")) {
    return (
      <div className={css.page}>
        <p className={records.note} role="status">
          {answer === "accept" ? t`You accepted the offer. The contract is active from now on.` : t`You rejected the offer.`}
        </p>
        <div className={cashier.actions}>
          <button type="button" className={buttons.primary} onClick={onDone}>
            {t`Close`}
          </button>
        </div>
      </div>
    );
  }
  const offer = offers[current];
  if (!offer) return null;
  const sending = snapshot.matches({ answering: "sendingAnswer" });
  return (
    <div className={css.page}>
      {offers.length > 1 ? <p className={css.counter}>{t`Offer ${current + 1} of ${offers.length}`}</p> : null}
      <OfferCard offer={offer} />
      {failure ? (
        <p role="alert" className={records.error}>
          {t`Your answer was not sent.`} {contractFailure(i18n, failure)}
        </p>
      ) : null}
      <div className={cashier.actions} aria-busy={sending}>
        <button type="button" className={buttons.primary} disabled={sending} onClick={() => send({ type: "offer.accepted" })}>
          {t`Accept`}
        </button>
        <button type="button" className={buttons.button} disabled={sending} onClick={() => send({ type: "offer.rejected" })}>
          {t`Reject`}
        </button>
        <button type="button" className={buttons.button} disabled={sending} onClick={() => send({ type: "offer.later" })}>
          {t`Later`}
        </button>
        {sending ? <span role="status">{t`Sending…`}</span> : null}
      </div>
    </div>
  );
}

function OfferCard({ offer }: { offer: ContractOffer }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const rate = useRate();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "short" });
  const { terms } = offer;
  const kind = i18n._(kindNames[offer.kind]);
  const tierText = (index: number) => {
    const step = terms.tiers[index]!;
    const r = rate(step.rateBp ?? 0);
    const bet = money(step.validBet ?? 0);
    const members = i18n.number(step.activeMembers ?? 0);
    if (offer.kind === "dividend") return t`${r}: period valid bet ${bet}, period loss ${money(step.profitLoss ?? 0)}, ${members} active members`;
    if (offer.kind === "hourlySalary") return t`${r}: hourly bet ${bet}, ${members} active members`;
    return t`${r}: daily bet ${bet}, ${members} active members`;
  };
  return (
    <section className={css.offer} aria-labelledby={`offer-${offer.contractId}`} data-testid="contract-offer">
      <h3 id={`offer-${offer.contractId}`}>{t`${kind} from ${offer.from}`}</h3>
      <dl className={css.terms}>
        <dt className={cashier.term}>{t`Contract`}</dt>
        <dd className={cashier.value}>{offer.contractId}</dd>
        <dt className={cashier.term}>{t`Period`}</dt>
        <dd className={cashier.value}>{i18n._(offerPeriodNames[terms.period])}</dd>
        <dt className={cashier.term}>{t`Offered`}</dt>
        <dd className={cashier.value}>{when.format(offer.offeredAt)}</dd>
        {terms.betAmount !== null ? (
          <>
            <dt className={cashier.term}>{offer.kind === "hourlySalary" ? t`Hourly bet amount of a member` : t`Daily bet amount of a member`}</dt>
            <dd className={cashier.value}>{money(terms.betAmount)}</dd>
          </>
        ) : null}
      </dl>
      {terms.realTime ? (
        <ul className={css.list}>
          <li>{t`Profit rate ${rate(terms.realTime.profitRateBp ?? 0)}`}</li>
          <li>{t`Loss rate ${rate(terms.realTime.lossRateBp ?? 0)}`}</li>
          <li>{t`Single bet from ${money(terms.realTime.singleBet ?? 0)}`}</li>
        </ul>
      ) : (
        <ul className={css.list} aria-label={t`Rate tiers`}>
          {terms.tiers.map((_, index) => (
            <li key={index}>{tierText(index)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
