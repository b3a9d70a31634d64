/** The change-password modal (SPEC §2, §5 change password): renders the changePassword machine. */
import type { FormEvent } from "react";
import { useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import * as buttons from "../../components/button/button.css.ts";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { FormError, PasswordField } from "../../components/form/field.tsx";
import { LoadingOverlay } from "../../components/overlay/loading-overlay.tsx";
import { failureText, fieldErrorText } from "../../i18n/auth-messages.ts";
import type { ChangePasswordField, changePasswordMachine } from "../../../machines/change-password/change-password.machine.ts";
import type { FieldErrors } from "../../../machines/auth/fields.ts";
import type { Failure } from "../../../machines/shared/errors.ts";
import * as css from "./change-password.css.ts";
import { sameValue } from "../auth/use-auth.ts";

export type ChangePasswordRef = ActorRefFrom<typeof changePasswordMachine>;
type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

export interface ChangePasswordDialogProps {
  /** The running changePassword actor (a child of the login machine when forced, of the session machine otherwise). */
  actor: ChangePasswordRef;
}

interface ChangePasswordView {
  account: string;
  forced: boolean;
  /** The old password was kept from the login: it is not asked again. */
  asksOldPassword: boolean;
  fields: Record<ChangePasswordField, string>;
  errors: FieldErrors;
  failure: Failure | null;
  busy: boolean;
  canSubmit: boolean;
}

function selectView(snapshot: ChangePasswordSnapshot): ChangePasswordView {
  const { context } = snapshot;
  return {
    account: context.account,
    forced: context.forced,
    asksOldPassword: context.heldOldPassword === null,
    fields: context.fields,
    errors: context.errors,
    failure: context.failure,
    busy: snapshot.matches("submitting") || snapshot.matches("changed"),
    canSubmit: snapshot.can({ type: "changePassword.submitted" }),
  };
}


const fieldId = (name: string) => `change-password-${name}`;

/** Change password: the account name, old password (unless held from login), new password and its confirmation. */
export function ChangePasswordDialog({ actor }: ChangePasswordDialogProps) {
  const { t, i18n } = useLingui();
  const view = useSelector(actor, selectView, sameValue);
  const set = (field: ChangePasswordField) => (value: string) => actor.send({ type: "changePassword.fieldChanged", field, value });
  const error = (field: ChangePasswordField) => fieldErrorText(i18n, view.errors[field]);
  return (
    <Dialog open onClose={() => actor.send({ type: "changePassword.cancelled" })} title={t`Change password`}>
      <form
        className={css.form}
        noValidate
        aria-label={t`Change password`}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          actor.send({ type: "changePassword.submitted" });
          focusFirstError(actor.getSnapshot());
        }}
      >
        {view.forced ? <p className={css.notice}>{t`Your password must be changed before you continue.`}</p> : null}
        <p className={css.account}>
          <Trans>
            Account: <span className={css.accountName}>{view.account}</span>
          </Trans>
        </p>
        {/* The account name for password managers, so the new password is saved to the right entry. */}
        <input type="text" name="username" autoComplete="username" value={view.account} readOnly hidden />
        <LoadingOverlay busy={view.busy}>
          <div className={css.stack}>
            <div className={css.fields}>
              {view.asksOldPassword ? (
                <PasswordField
                  id={fieldId("oldPassword")}
                  name="oldPassword"
                  label={t`Old password`}
                  value={view.fields.oldPassword}
                  onChange={set("oldPassword")}
                  autoComplete="current-password"
                  required
                  error={error("oldPassword")}
                />
              ) : null}
              <PasswordField
                id={fieldId("newPassword")}
                name="newPassword"
                label={t`New password`}
                value={view.fields.newPassword}
                onChange={set("newPassword")}
                autoComplete="new-password"
                required
                error={error("newPassword")}
              />
              <PasswordField
                id={fieldId("confirmPassword")}
                name="confirmPassword"
                label={t`Confirm new password`}
                value={view.fields.confirmPassword}
                onChange={set("confirmPassword")}
                autoComplete="new-password"
                required
                error={error("confirmPassword")}
              />
            </div>
            <FormError message={failureText(i18n, view.failure)} />
            <div className={css.actions}>
              <button type="submit" className={`${buttons.primary} ${css.action}`} aria-disabled={!view.canSubmit}>
                {t`Confirm`}
              </button>
            </div>
          </div>
        </LoadingOverlay>
      </form>
    </Dialog>
  );
}

/** After a refused submit, focus goes to the first field with an error. */
function focusFirstError(snapshot: ChangePasswordSnapshot) {
  const order: ChangePasswordField[] = ["oldPassword", "newPassword", "confirmPassword"];
  const first = order.find((name) => snapshot.context.errors[name]);
  if (first) document.getElementById(fieldId(first))?.focus();
}
