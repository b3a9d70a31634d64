import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { securityCentreMachine, SecurityField, SecuritySection } from "../../../machines/security-centre/security-centre.machine.ts";
import { MAX_BANK_CARDS } from "../../../machines/security-centre/security-centre.types.ts";
import type { smsCodeMachine } from "../../../machines/sms-code/sms-code.machine.ts";
import { FormError, PasswordField, TextField } from "../../components/form/field.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { useServices, type CashierMachines } from "../../app/services.tsx";
import { MobileField, SmsCodeButton, useSmsCode } from "../auth/controls.tsx";
import { useChild, useSession, useSessionActor } from "../auth/use-auth.ts";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { cashierFailure } from "../cashier/cashier-messages.ts";
import { BankCardFields, CashierLoad } from "../cashier/cashier-parts.tsx";
import { useCashierMachines, useSessionResumed } from "../cashier/use-cashier.ts";
import * as cashierCss from "../cashier/cashier.css.ts";
import * as memberCss from "../member/member.css.ts";
import { mobileFieldError, securityFieldMessage } from "./security-messages.ts";
import * as css from "./security-centre.css.ts";

type SecurityRef = ActorRefFrom<typeof securityCentreMachine>;
type SecuritySnapshot = SnapshotFrom<typeof securityCentreMachine>;
type Send = SecurityRef["send"];

const SECTIONS: readonly SecuritySection[] = ["mobile", "email", "paymentPassword", "card"];

/** "My account" (securityCenter, SEC-01): the account itself, then what the cashier needs bound to it. */
export default function SecurityCentrePage() {
  const { machines, failed, retry } = useCashierMachines();
  return (
    <div className={cashierCss.page}>
      <AccountSummary />
      {machines ? <SecurityCentre machines={machines} /> : <PageLoadState failed={failed} retry={retry} />}
    </div>
  );
}

/** The account, nickname and VIP rank, with the change-password button (the session machine opens its dialog). */
function AccountSummary() {
  const { t } = useLingui();
  const session = useSessionActor();
  const member = useSession((s) => s.context.member);
  if (!member) return null;
  return (
    <div className={memberCss.details}>
      <dl>
        <dt className={memberCss.muted}>{t`Account`}</dt>
        <dd data-testid="member-account">{member.account}</dd>
        {member.nickname && (
          <>
            <dt className={memberCss.muted}>{t`Nickname`}</dt>
            <dd>{member.nickname}</dd>
          </>
        )}
        <dt className={memberCss.muted}>{t`VIP rank`}</dt>
        <dd>{member.vipLabel ?? "---"}</dd>
      </dl>
      <button type="button" className={`${buttons.button} ${css.opener}`} onClick={() => session.send({ type: "password.change" })}>
        {t`Change password`}
      </button>
    </div>
  );
}

const openSection = (snapshot: SecuritySnapshot): SecuritySection | null => SECTIONS.find((section) => snapshot.matches(section)) ?? null;

function SecurityCentre({ machines }: { machines: CashierMachines }) {
  const { t } = useLingui();
  const { config } = useServices();
  const ref = useActorRef(machines.securityCentre, { input: { defaultDialingCode: config.defaultDialingCode } });
  useSessionResumed(ref.send);
  const snapshot = useSelector(ref, (s) => s);
  const open = openSection(snapshot);
  // A form that closes gives the focus back to the button that opened it.
  const openers = useRef<Partial<Record<SecuritySection, HTMLButtonElement | null>>>({});
  const wasOpen = useRef<SecuritySection | null>(null);
  useEffect(() => {
    if (wasOpen.current && !open) openers.current[wasOpen.current]?.focus();
    wasOpen.current = open;
  }, [open]);

  if (snapshot.matches("loading") || snapshot.matches("loadFailed")) {
    return <CashierLoad failed={snapshot.matches("loadFailed")} failure={snapshot.context.failure} onRetry={() => ref.send({ type: "security.retry" })} />;
  }
  const overview = snapshot.context.overview!;
  const opener = (section: SecuritySection, label: string) => (
    <button
      type="button"
      className={`${buttons.button} ${css.opener}`}
      ref={(element) => {
        openers.current[section] = element;
      }}
      onClick={() => ref.send({ type: "section.opened", section })}
    >
      {label}
    </button>
  );
  const full = overview.cards.length >= MAX_BANK_CARDS;
  const { saved } = snapshot.context;
  return (
    <div className={css.sections}>
      <Section id="mobile" title={t`Mobile number`} value={overview.mobile ?? t`Not bound`} saved={saved === "mobile" ? t`Your mobile number is saved.` : null}>
        {open === "mobile" ? <MobileForm snapshot={snapshot} actor={ref} /> : opener("mobile", overview.mobile ? t`Change mobile number` : t`Bind mobile number`)}
      </Section>
      <Section id="email" title={t`E-mail`} value={overview.email ?? t`Not bound`} saved={saved === "email" ? t`Your e-mail address is saved.` : null}>
        {open === "email" ? <EmailForm snapshot={snapshot} send={ref.send} /> : opener("email", overview.email ? t`Change e-mail` : t`Bind e-mail`)}
      </Section>
      <Section
        id="payment-password"
        title={t`Payment password`}
        value={overview.paymentPasswordSet ? t`Set` : t`Not set`}
        saved={saved === "paymentPassword" ? t`Your payment password is saved.` : null}
      >
        {open === "paymentPassword" ? (
          <PaymentPasswordForm snapshot={snapshot} send={ref.send} />
        ) : (
          opener("paymentPassword", overview.paymentPasswordSet ? t`Change payment password` : t`Set payment password`)
        )}
      </Section>
      <Section id="cards" title={t`Bank accounts`} value={overview.cards.length === 0 ? t`None yet` : null} saved={saved === "card" ? t`The bank account is added.` : null}>
        {overview.cards.length > 0 ? (
          <ul className={css.cards}>
            {overview.cards.map((card) => (
              <li key={card.cardId} className={css.card}>
                <span>{card.bankName}</span> <span className={css.mono}>{card.accountNumber}</span> <span className={cashierCss.muted}>{card.payeeName}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {open === "card" ? (
          <BankCardForm snapshot={snapshot} send={ref.send} />
        ) : full ? (
          <p className={cashierCss.muted}>{t`You can bind at most ${MAX_BANK_CARDS} bank accounts.`}</p>
        ) : (
          opener("card", t`Add bank account`)
        )}
      </Section>
    </div>
  );
}

/** One thing bound to the account; what was saved last is said in its own section, where the player is looking. */
function Section({ id, title, value, saved, children }: { id: string; title: string; value: string | null; saved: string | null; children: ReactNode }) {
  return (
    <section className={css.section} aria-labelledby={`security-${id}-title`}>
      <div className={css.sectionHead}>
        <h4 id={`security-${id}-title`} className={css.sectionTitle}>
          {title}
        </h4>
        {value !== null ? (
          <span className={css.bound} data-testid={`security-${id}`}>
            {value}
          </span>
        ) : null}
      </div>
      <p role="status" className={saved ? css.saved : css.empty}>
        {saved}
      </p>
      {children}
    </section>
  );
}

/** A form of one section: its fields focused when it opens, the failure above Save and Cancel. */
function SectionForm({ snapshot, send, label, note, children }: { snapshot: SecuritySnapshot; send: Send; label: string; note?: string; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>("input:not([type=hidden]), select")?.focus();
  }, []);
  const saving = SECTIONS.some((section) => snapshot.matches({ [section]: "saving" }));
  const { failure, sessionEnded } = snapshot.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "section.submitted" });
  };
  return (
    <form ref={form} className={cashierCss.page} onSubmit={submit} noValidate aria-label={label}>
      {note ? <p className={cashierCss.muted}>{note}</p> : null}
      {children}
      {sessionEnded ? (
        <p className={cashierCss.note} role="status">
          {t`Your session ended. Log in again, then save.`}
        </p>
      ) : (
        <FormError message={failure ? cashierFailure(i18n, failure) : null} />
      )}
      <div className={cashierCss.actions}>
        <button type="submit" className={buttons.primary} aria-disabled={saving}>
          {saving ? t`Saving…` : t`Save`}
        </button>
        <button type="button" className={buttons.button} onClick={() => send({ type: "section.cancelled" })}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}

function useFields(snapshot: SecuritySnapshot, send: Send) {
  const { i18n } = useLingui();
  return {
    value: (field: SecurityField) => snapshot.context.fields[field],
    change: (field: SecurityField) => (value: string) => send({ type: "field.changed", field, value }),
    error: (field: SecurityField) => securityFieldMessage(i18n, snapshot.context.errors[field]),
  };
}

function MobileForm({ snapshot, actor }: { snapshot: SecuritySnapshot; actor: SecurityRef }) {
  const { t } = useLingui();
  const f = useFields(snapshot, actor.send);
  const sms = useChild<ActorRefFrom<typeof smsCodeMachine>>(actor, "bindSms");
  const smsView = useSmsCode(sms);
  return (
    <SectionForm snapshot={snapshot} send={actor.send} label={t`Change mobile number`} note={t`A code is sent to the new number; type it below.`}>
      <MobileField
        id="security-mobile"
        value={f.value("mobileNum")}
        dialingCode={f.value("countryDialingCode")}
        onChange={f.change("mobileNum")}
        onDialingCodeChange={f.change("countryDialingCode")}
        error={mobileFieldError(snapshot.context.errors.mobileNum) ?? smsView.mobileError}
        trailing={<SmsCodeButton actor={sms} onSend={() => actor.send({ type: "sms.requested" })} compact />}
      />
      <TextField
        id="security-code"
        label={t`Verification code`}
        value={f.value("verificationCode")}
        onChange={f.change("verificationCode")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        required
        error={f.error("verificationCode")}
      />
    </SectionForm>
  );
}

function EmailForm({ snapshot, send }: { snapshot: SecuritySnapshot; send: Send }) {
  const { t } = useLingui();
  const f = useFields(snapshot, send);
  return (
    <SectionForm snapshot={snapshot} send={send} label={t`Change e-mail`} note={t`Password resets are mailed to this address.`}>
      <TextField id="security-email" label={t`E-mail`} type="email" value={f.value("email")} onChange={f.change("email")} autoComplete="email" required error={f.error("email")} />
      <PasswordField id="security-email-password" label={t`Login password`} value={f.value("emailPassword")} onChange={f.change("emailPassword")} autoComplete="current-password" required error={f.error("emailPassword")} />
    </SectionForm>
  );
}

function PaymentPasswordForm({ snapshot, send }: { snapshot: SecuritySnapshot; send: Send }) {
  const { t } = useLingui();
  const f = useFields(snapshot, send);
  const isSet = snapshot.context.overview?.paymentPasswordSet ?? false;
  const note = snapshot.context.thenCard
    ? t`Set a payment password first: bank accounts are confirmed with it.`
    : t`Withdrawals are confirmed with a payment password of 6 digits, different from your login password.`;
  return (
    <SectionForm snapshot={snapshot} send={send} label={isSet ? t`Change payment password` : t`Set payment password`} note={note}>
      {isSet ? (
        <PasswordField id="security-old-payment-password" label={t`Old payment password`} value={f.value("oldPaymentPassword")} onChange={f.change("oldPaymentPassword")} autoComplete="off" inputMode="numeric" maxLength={6} required error={f.error("oldPaymentPassword")} />
      ) : (
        <PasswordField id="security-login-password" label={t`Login password`} value={f.value("loginPassword")} onChange={f.change("loginPassword")} autoComplete="current-password" required error={f.error("loginPassword")} />
      )}
      <PasswordField id="security-new-payment-password" label={t`Payment password (6 digits)`} value={f.value("newPaymentPassword")} onChange={f.change("newPaymentPassword")} autoComplete="new-password" inputMode="numeric" maxLength={6} required error={f.error("newPaymentPassword")} />
      <PasswordField id="security-confirm-payment-password" label={t`Repeat the payment password`} value={f.value("confirmPaymentPassword")} onChange={f.change("confirmPaymentPassword")} autoComplete="new-password" inputMode="numeric" maxLength={6} required error={f.error("confirmPaymentPassword")} />
    </SectionForm>
  );
}

function BankCardForm({ snapshot, send }: { snapshot: SecuritySnapshot; send: Send }) {
  const { t } = useLingui();
  const f = useFields(snapshot, send);
  return (
    <SectionForm snapshot={snapshot} send={send} label={t`Add a bank account`} note={t`Withdrawals are paid to a bank account in your own name.`}>
      <BankCardFields idPrefix="security" banks={snapshot.context.overview?.banks ?? []} fields={snapshot.context.fields} error={f.error} onChange={(field, value) => f.change(field)(value)} />
    </SectionForm>
  );
}
