import type { ActorRefFrom } from "xstate";
import type { loginMachine } from "../../../machines/login/login.machine.ts";
import type { registrationMachine } from "../../../machines/registration/registration.machine.ts";
import type { passwordRecoveryMachine } from "../../../machines/password-recovery/password-recovery.machine.ts";
import type { changePasswordMachine } from "../../../machines/change-password/change-password.machine.ts";
import { lazy, Suspense } from "react";
import { useSession, useSessionActor, type SessionSnapshot, sameValue } from "./use-auth.ts";

// The modals load on first use: none of them is needed to paint the first page.
const dialogChunks = {
  login: () => import("./login-dialog.tsx"),
  register: () => import("../registration/register-dialog.tsx"),
};
/** Starts loading a sign-in dialog's code (`/login` and `/register` open theirs as the page arrives). */
export function preloadDialog(kind: keyof typeof dialogChunks): void {
  void dialogChunks[kind]().catch(() => undefined);
}
const LoginDialog = lazy(() => dialogChunks.login().then((m) => ({ default: m.LoginDialog })));
const RegisterDialog = lazy(() => dialogChunks.register().then((m) => ({ default: m.RegisterDialog })));
const RecoveryDialog = lazy(() => import("../recovery/recovery-dialog.tsx").then((m) => ({ default: m.RecoveryDialog })));
const ChangePasswordDialog = lazy(() => import("../change-password/change-password-dialog.tsx").then((m) => ({ default: m.ChangePasswordDialog })));
const SessionDialogs = lazy(() => import("./session-dialogs.tsx").then((m) => ({ default: m.SessionDialogs })));

export function selectModals(snapshot: SessionSnapshot) {
  return {
    login: snapshot.matches({ guest: "loggingIn" }),
    register: snapshot.matches({ guest: "registering" }),
    recovery: snapshot.matches({ guest: "recovering" }),
    changePassword: snapshot.matches({ signedIn: "changingPassword" }),
    logout: snapshot.matches({ signedIn: "confirmingLogout" }) || snapshot.matches({ signedIn: "loggingOut" }),
    loggingOut: snapshot.matches({ signedIn: "loggingOut" }),
    trial: snapshot.matches({ signedIn: "trialWarning" }),
    freePlay: snapshot.can({ type: "freeplay.requested" }),
    guestFailure: snapshot.matches({ guest: "idle" }) ? snapshot.context.failure : null,
    memberFailure: snapshot.matches("memberFailed") || snapshot.matches("restoreFailed") ? snapshot.context.failure : null,
    canLogOutInstead: snapshot.matches("memberFailed"),
  };
}


/** Every modal the session machine opens: sign-in flows, logout confirmation, trial warning. */
export function AuthModals() {
  const session = useSessionActor();
  const view = useSession(selectModals, sameValue);
  const children = {
    login: useSession((s) => s.children.login),
    registration: useSession((s) => s.children.registration),
    passwordRecovery: useSession((s) => s.children.passwordRecovery),
    changePassword: useSession((s) => s.children.changePassword),
  };
  const close = () => session.send({ type: "auth.closed" });
  return (
    <>
      <Suspense fallback={null}>
      {view.login && children.login ? <LoginDialog actor={children.login as ActorRefFrom<typeof loginMachine>} freePlay={view.freePlay} /> : null}
      {view.register && children.registration ? (
        <RegisterDialog
          actor={children.registration as ActorRefFrom<typeof registrationMachine>}
          onClose={close}
          onLogin={() => session.send({ type: "login.open" })}
        />
      ) : null}
      {view.recovery && children.passwordRecovery ? (
        <RecoveryDialog actor={children.passwordRecovery as ActorRefFrom<typeof passwordRecoveryMachine>} onClose={close} />
      ) : null}
      {view.changePassword && children.changePassword ? <ChangePasswordDialog actor={children.changePassword as ActorRefFrom<typeof changePasswordMachine>} /> : null}
      </Suspense>
      {view.logout || view.trial || view.guestFailure !== null || view.memberFailure !== null ? (
        <Suspense fallback={null}>
          <SessionDialogs view={view} />
        </Suspense>
      ) : null}
    </>
  );
}
