import { useLingui } from "@lingui/react/macro";
import { AlertDialog } from "../../components/dialog/alert-dialog.tsx";
import { ConfirmDialog } from "../../components/dialog/confirm-dialog.tsx";
import { failureText } from "../../i18n/auth-messages.ts";
import type { selectModals } from "./auth-modals.tsx";
import { useSessionActor } from "./use-auth.ts";

/** The session's small dialogs (logout confirmation, trial warning, failures), loaded when one opens. */
export function SessionDialogs({ view }: { view: ReturnType<typeof selectModals> }) {
  const { t, i18n } = useLingui();
  const session = useSessionActor();
  return (
    <>
      <ConfirmDialog
        open={view.logout}
        title={t`Sign out`}
        message={t`Are you sure you want to log out?`}
        confirmLabel={t`Confirm`}
        cancelLabel={t`Cancel`}
        busy={view.loggingOut}
        onConfirm={() => session.send({ type: "logout.confirmed" })}
        onCancel={() => session.send({ type: "logout.cancelled" })}
      />
      <AlertDialog
        open={view.trial}
        title={t`Real account needed`}
        message={t`Register a real account first.`}
        confirmLabel={t`Confirm`}
        onConfirm={() => session.send({ type: "trial.dismissed" })}
      />
      <AlertDialog
        open={view.guestFailure !== null}
        title={t`Free trial unavailable`}
        message={failureText(i18n, view.guestFailure) ?? ""}
        onConfirm={() => session.send({ type: "failure.dismissed" })}
      />
      {view.memberFailure ? (
        <AlertDialog
          open
          title={t`Your account could not be loaded`}
          message={failureText(i18n, view.memberFailure) ?? ""}
          confirmLabel={t`Try again`}
          onConfirm={() => session.send({ type: "member.retry" })}
          onClose={view.canLogOutInstead ? () => session.send({ type: "logout.confirmed" }) : () => session.send({ type: "member.retry" })}
        />
      ) : null}
    </>
  );
}
