import { lazy, Suspense, useState, type FormEvent } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { agentLinksMachine, LinkFormField } from "../../../machines/agent-links/agent-links.machine.ts";
import type { agentDownlineMachine, DownlineField } from "../../../machines/agent-links/agent-downline.machine.ts";
import { LINK_ACCOUNT_TYPES, registerLinkOf, type AgentLink, type LinkAccountType } from "../../../machines/agent-links/agent-links.types.ts";
import type { AgentMachines } from "../../app/services.tsx";
import * as buttons from "../../components/button/button.css.ts";
import { ConfirmDialog } from "../../components/dialog/confirm-dialog.tsx";
import { FormError, PasswordField, TextField } from "../../components/form/field.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useAgentMachines } from "../agent/use-agent-machines.ts";
import { accountTypeName, downlineMessage, linkCodeMessage, linkFailure } from "./link-messages.ts";
import * as css from "./register-centre.css.ts";

const QrCode = lazy(() => import("../../components/qr-code.tsx"));

type LinksRef = ActorRefFrom<typeof agentLinksMachine>;
type LinksSnapshot = SnapshotFrom<typeof agentLinksMachine>;
type DownlineRef = ActorRefFrom<typeof agentDownlineMachine>;

/** The agent centre's Account page (registerCenter, LNK-01): the agent's register links and a downline registered directly. */
export default function RegisterCentrePage() {
  const { machines, failed, retry } = useAgentMachines();
  return machines ? <RegisterCentre machines={machines} /> : <PageLoadState failed={failed} retry={retry} />;
}

function RegisterCentre({ machines }: { machines: AgentMachines }) {
  const links = useActorRef(machines.agentLinks);
  const downline = useActorRef(machines.agentDownline);
  return (
    <div className={css.page}>
      <Links actor={links} />
      <DownlineForm actor={downline} />
    </div>
  );
}

function Links({ actor }: { actor: LinksRef }) {
  const { t, i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { page, done, failure, failedOn, pending } = snapshot.context;
  const pendingLink = page?.links.find((l) => l.code === pending) ?? null;
  let body;
  if (snapshot.matches("failed")) {
    body = (
      <div role="alert" className={css.note}>
        <p>
          {t`Your links could not be loaded.`} {linkFailure(i18n, failure)}
        </p>
        <button type="button" className={buttons.button} onClick={() => actor.send({ type: "links.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  } else if (page === null) {
    body = (
      <p className={css.muted} role="status">
        {t`Loading…`}
      </p>
    );
  } else {
    body =
      page.links.length === 0 ? (
        <p className={css.muted}>{t`You have no register link yet. Create one below.`}</p>
      ) : (
        <ul className={css.links}>
          {page.links.map((link) => (
            <li key={link.code}>
              <LinkCard link={link} onToggle={() => actor.send({ type: "toggle.requested", code: link.code })} />
            </li>
          ))}
        </ul>
      );
  }
  const status =
    done?.kind === "created"
      ? t`The link ${done.code} is created.`
      : done?.kind === "disabled"
        ? t`The link ${done.code} is disabled: its code registers no one now.`
        : done?.kind === "enabled"
          ? t`The link ${done.code} is enabled again.`
          : "";
  return (
    <>
      <section className={css.section} aria-labelledby="register-links-title" data-state={JSON.stringify(snapshot.value)}>
        <h4 id="register-links-title" className={css.sectionTitle}>
          {t`Your register links`}
        </h4>
        <p className={css.muted}>{t`Players who register from a link become your downline, as the account type the link names.`}</p>
        <p role="status" className={css.success}>
          {status}
        </p>
        {failedOn === "toggle" ? <FormError message={linkFailure(i18n, failure)} /> : null}
        {body}
      </section>
      {page ? <CreateLinkForm snapshot={snapshot} send={actor.send} /> : null}
      <ConfirmDialog
        open={snapshot.matches("confirming") || snapshot.matches("toggling")}
        busy={snapshot.matches("toggling")}
        title={pendingLink?.enabled ? t`Disable the link ${pendingLink.code}?` : t`Enable the link ${pendingLink?.code ?? ""}?`}
        message={pendingLink?.enabled ? t`Players can no longer register with this code until you enable it again.` : t`Players can register with this code again.`}
        confirmLabel={pendingLink?.enabled ? t`Disable` : t`Enable`}
        onConfirm={() => actor.send({ type: "toggle.confirmed" })}
        onCancel={() => actor.send({ type: "toggle.cancelled" })}
      />
    </>
  );
}

function LinkCard({ link, onToggle }: { link: AgentLink; onToggle: () => void }) {
  const { t, i18n } = useLingui();
  const address = registerLinkOf(link);
  const created = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium" }).format(link.createdAt);
  const number = new Intl.NumberFormat(i18n.locale);
  const id = `register-link-${link.code}`;
  return (
    <article className={`${css.link} ${link.enabled ? "" : css.disabledLink}`} aria-labelledby={id}>
      <div className={css.qr}>
        <Suspense fallback={<div className={css.qrPlaceholder} />}>
          <QrCode value={address} size={110} label={t`QR code of the link ${link.code}`} />
        </Suspense>
      </div>
      <div className={css.linkBody}>
        <div className={css.linkHead}>
          <h5 id={id} className={css.code}>
            {link.code}
          </h5>
          <span className={link.enabled ? css.enabled : css.disabled}>{link.enabled ? t`Enabled` : t`Disabled`}</span>
        </div>
        <dl className={css.facts}>
          <dt>{t`Domain`}</dt>
          <dd>{link.domain}</dd>
          <dt>{t`Link`}</dt>
          <dd className={css.address}>{address}</dd>
          <dt>{t`Registers`}</dt>
          <dd>{accountTypeName(i18n, link.accountType)}</dd>
          <dt>{t`Created`}</dt>
          <dd>{created}</dd>
          <dt>{t`Registrations`}</dt>
          <dd>{number.format(link.registrations)}</dd>
          <dt>{t`Visits`}</dt>
          <dd>{number.format(link.visits)}</dd>
        </dl>
        <div className={css.actions}>
          <CopyButton text={link.code} label={t`Copy code`} copiedLabel={t`Code copied`} />
          <CopyButton text={address} label={t`Copy link`} copiedLabel={t`Link copied`} />
          <button type="button" className={buttons.button} onClick={onToggle}>
            {link.enabled ? t`Disable` : t`Enable`}
          </button>
        </div>
      </div>
    </article>
  );
}

/** Copies to the clipboard; says so on the button (or that the browser refused). */
function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<"idle" | "copied" | "refused">("idle");
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard) {
      setState("refused");
      return;
    }
    clipboard.writeText(text).then(
      () => setState("copied"),
      () => setState("refused"),
    );
  };
  return (
    <>
      <button type="button" className={buttons.button} onClick={copy}>
        {label}
      </button>
      <span role="status" className={css.muted}>
        {state === "copied" ? copiedLabel : state === "refused" ? t`Your browser did not allow copying. Select the text and copy it yourself.` : ""}
      </span>
    </>
  );
}

function AccountTypeSelect({ id, value, onChange }: { id: string; value: LinkAccountType; onChange: (value: string) => void }) {
  const { t, i18n } = useLingui();
  return (
    <label className={css.label} htmlFor={id}>
      {t`Account type`}
      <select id={id} className={css.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {LINK_ACCOUNT_TYPES.map((type) => (
          <option key={type} value={type}>
            {accountTypeName(i18n, type)}
          </option>
        ))}
      </select>
    </label>
  );
}

function CreateLinkForm({ snapshot, send }: { snapshot: LinksSnapshot; send: LinksRef["send"] }) {
  const { t, i18n } = useLingui();
  const { page, form, codeError, failure, failedOn } = snapshot.context;
  const creating = snapshot.matches("creating");
  const change = (field: LinkFormField) => (value: string) => send({ type: "link.changed", field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!creating) send({ type: "link.submitted" });
  };
  const count = page?.links.length ?? 0;
  const max = page?.maxLinks ?? 0;
  return (
    <section className={css.section} aria-labelledby="create-link-title">
      <h4 id="create-link-title" className={css.sectionTitle}>
        {t`Create a link`}
      </h4>
      <p className={css.muted}>{t`You have ${count} of at most ${max} links.`}</p>
      <form className={css.form} onSubmit={submit} noValidate aria-labelledby="create-link-title">
        <TextField
          id="link-code"
          label={t`Code`}
          value={form.code}
          onChange={change("code")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          required
          hint={t`4 to 16 letters or digits; players may type it when they register.`}
          error={linkCodeMessage(i18n, codeError)}
        />
        <label className={css.label} htmlFor="link-domain">
          {t`Domain`}
          <select id="link-domain" className={css.select} value={form.domain} onChange={(event) => change("domain")(event.target.value)}>
            {(page?.domains ?? []).map((domain) => (
              <option key={domain} value={domain}>
                {domain}
              </option>
            ))}
          </select>
        </label>
        <AccountTypeSelect id="link-account-type" value={form.accountType} onChange={change("accountType")} />
        <FormError message={failedOn === "create" ? linkFailure(i18n, failure) : null} />
        <div className={css.actions}>
          <button type="submit" className={buttons.primary} aria-disabled={creating || undefined}>
            {creating ? t`Creating…` : t`Create link`}
          </button>
        </div>
      </form>
    </section>
  );
}

function DownlineForm({ actor }: { actor: DownlineRef }) {
  const { t, i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { fields, errors, failure, registered } = snapshot.context;
  const submitting = snapshot.matches("submitting");
  const change = (field: DownlineField) => (value: string) => actor.send({ type: "downline.changed", field, value });
  const error = (field: DownlineField) => downlineMessage(i18n, errors[field]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) actor.send({ type: "downline.submitted" });
  };
  return (
    <section className={css.section} aria-labelledby="downline-title" data-state={JSON.stringify(snapshot.value)}>
      <h4 id="downline-title" className={css.sectionTitle}>
        {t`Register a downline`}
      </h4>
      <p className={css.muted}>{t`Open an account for a player yourself: it is your downline from the start. Give them the username and password.`}</p>
      <p role="status" className={css.success}>
        {registered ? t`${registered.username} is registered as your downline (${accountTypeName(i18n, registered.accountType)}).` : ""}
      </p>
      {snapshot.matches("failed") ? (
        <div role="alert" className={css.note}>
          <p>
            {t`The registration rules could not be loaded.`} {linkFailure(i18n, failure)}
          </p>
          <button type="button" className={buttons.button} onClick={() => actor.send({ type: "downline.retry" })}>
            {t`Try again`}
          </button>
        </div>
      ) : snapshot.matches("loading") ? (
        <p className={css.muted} role="status">
          {t`Loading…`}
        </p>
      ) : (
        <form className={css.form} onSubmit={submit} noValidate aria-labelledby="downline-title">
          <TextField id="downline-username" label={t`Username`} value={fields.username} onChange={change("username")} autoComplete="off" autoCapitalize="none" spellCheck={false} required error={error("username")} />
          <PasswordField id="downline-password" label={t`Password`} value={fields.password} onChange={change("password")} autoComplete="new-password" required error={error("password")} />
          <PasswordField id="downline-confirm-password" label={t`Repeat the password`} value={fields.confirmPassword} onChange={change("confirmPassword")} autoComplete="new-password" required error={error("confirmPassword")} />
          <AccountTypeSelect id="downline-account-type" value={fields.accountType} onChange={change("accountType")} />
          <FormError message={linkFailure(i18n, failure)} />
          <div className={css.actions}>
            <button type="submit" className={buttons.primary} aria-disabled={submitting || undefined}>
              {submitting ? t`Registering…` : t`Register`}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
