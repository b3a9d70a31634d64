/**
 * Harness demos of the form primitives (src/components/form, countdown, country-code, captcha, overlay and the alert
 * and confirm dialogs) for test/e2e/form-components.spec.ts. The demo owns the state a machine would own; timings are
 * short so the browser test stays quick.
 */
import { useEffect, useRef, useState } from "react";
import { TextField, PasswordField, CheckboxField, FormError } from "../../../src/components/form/field.tsx";
import { SendCodeButton } from "../../../src/components/countdown/countdown.tsx";
import { CountryCodePicker, type CountryEntry } from "../../../src/components/country-code/country-code-picker.tsx";
import { CaptchaImage } from "../../../src/components/captcha/captcha-image.tsx";
import { LoadingOverlay } from "../../../src/components/overlay/loading-overlay.tsx";
import { AlertDialog } from "../../../src/components/dialog/alert-dialog.tsx";
import { ConfirmDialog } from "../../../src/components/dialog/confirm-dialog.tsx";
import * as layout from "../../../src/views/layout/layout.css.ts";

const COUNTRIES: CountryEntry[] = [
  { countryCode: "BD", countryDialingCode: "880", countryName: "Bangladesh" },
  { countryCode: "BR", countryDialingCode: "55", countryName: "Brazil" },
  { countryCode: "CN", countryDialingCode: "86", countryName: "China" },
  { countryCode: "ID", countryDialingCode: "62", countryName: "Indonesia" },
  { countryCode: "JP", countryDialingCode: "81", countryName: "Japan" },
  { countryCode: "PE", countryDialingCode: "51", countryName: "Peru" },
  { countryCode: "PH", countryDialingCode: "63", countryName: "Philippines" },
  { countryCode: "TH", countryDialingCode: "66", countryName: "Thailand" },
  { countryCode: "VN", countryDialingCode: "84", countryName: "Việt Nam" },
];

const COLOURS = ["#1b7f3b", "#c8102e", "#0038a8", "#f4c300", "#6a1b9a", "#00838f"];

/** A flag stand-in: a coloured 3:2 rectangle with the code, as a data URL (no network). */
function flagUrl(countryCode: string): string {
  const colour = COLOURS[(countryCode.charCodeAt(0) + countryCode.charCodeAt(1)) % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"><rect width="24" height="16" fill="${colour}"/><text x="12" y="12" font-size="9" text-anchor="middle" fill="#fff" font-family="sans-serif">${countryCode}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function captchaUrl(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><rect width="100" height="40" fill="#f3efe0"/><path d="M0 30 Q25 5 50 25 T100 15" stroke="#8a7" fill="none"/><text x="50" y="28" font-size="22" text-anchor="middle" fill="#333" font-family="monospace" letter-spacing="4">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The code-sent countdown of the demo (3 s), ticking like the smsCode machine does. */
const COUNTDOWN_SECONDS = 3;

function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return [secondsLeft, setSecondsLeft] as const;
}

export function FormDemo() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [dialing, setDialing] = useState("55");
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [captcha, setCaptcha] = useState("");
  const [agree, setAgree] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  const [sends, setSends] = useState(0);
  const [secondsLeft, setSecondsLeft] = useCountdown();
  const [sending, setSending] = useState(false);
  const [captchaState, setCaptchaState] = useState({ n: 1, loading: false, cooling: false });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));

  const sendCode = () => {
    setSends((n) => n + 1);
    setSending(true);
    later(300, () => {
      setSending(false);
      setSecondsLeft(COUNTDOWN_SECONDS);
    });
  };

  const refreshCaptcha = () => {
    setCaptchaState((s) => ({ ...s, loading: true, cooling: true }));
    later(300, () => setCaptchaState((s) => ({ ...s, n: s.n + 1, loading: false })));
    // The login machine's throttle is 1 s (tested with a simulated clock); the demo cools for 3 s so a loaded test
    // machine still sees the refused second press.
    later(3000, () => setCaptchaState((s) => ({ ...s, cooling: false })));
  };

  const submit = () => {
    const next: Record<string, string> = {};
    if (!username.trim()) next.username = "Enter your username";
    else if (username.trim().length < 4) next.username = "Username must be 4 to 12 letters or digits";
    if (!password) next.password = "Enter your password";
    if (!agree) next.agree = "Please accept the terms";
    setErrors(next);
    setFormError("");
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    // Long enough for a loaded test machine to look at the covered form (and run axe on it) before it answers.
    later(3000, () => {
      setBusy(false);
      if (username === "wrong") setFormError("Wrong username or password");
    });
  };

  return (
    <section aria-labelledby="form-demo">
      <h2 id="form-demo">Form</h2>
      <LoadingOverlay busy={busy}>
        <form
          aria-labelledby="form-demo"
          noValidate
          style={{ display: "grid", gap: 16, maxWidth: 440 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormError message={formError} />
          <TextField id="demo-username" label="Username" value={username} onChange={setUsername} autoComplete="username" required error={errors.username} hint="4 to 12 letters or digits" />
          <PasswordField id="demo-password" label="Password" value={password} onChange={setPassword} autoComplete="current-password" required error={errors.password} />
          <TextField
            id="demo-mobile"
            label="Mobile number"
            type="tel"
            inputMode="numeric"
            value={mobile}
            onChange={setMobile}
            autoComplete="tel-national"
            leading={<CountryCodePicker countries={COUNTRIES} value={dialing} onChange={setDialing} flagUrl={flagUrl} label="Country code" />}
          />
          <TextField
            id="demo-code"
            label="Verification code"
            inputMode="numeric"
            value={code}
            onChange={setCode}
            autoComplete="one-time-code"
            maxLength={6}
            trailing={<SendCodeButton compact secondsLeft={secondsLeft} busy={sending} onSend={sendCode} />}
          />
          <TextField
            id="demo-captcha"
            label="Captcha"
            value={captcha}
            onChange={setCaptcha}
            autoComplete="off"
            maxLength={4}
            trailing={
              <CaptchaImage
                src={captchaUrl(String(4000 + captchaState.n * 137).slice(-4))}
                loading={captchaState.loading}
                refreshDisabled={captchaState.cooling}
                onRefresh={refreshCaptcha}
              />
            }
          />
          <CheckboxField
            id="demo-agree"
            label={
              <>
                I am over 18 and agree to the <a href="#terms">terms</a>
              </>
            }
            checked={agree}
            onChange={setAgree}
            error={errors.agree}
          />
          <p>
            <button type="submit" className={layout.primaryButton}>
              Log in
            </button>
          </p>
        </form>
      </LoadingOverlay>
      <p data-testid="form-log">
        sends={sends} dialing={dialing} captcha={captchaState.n}
      </p>
    </section>
  );
}

export function MessageDialogsDemo() {
  const [alertOpen, setAlertOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  const note = (entry: string) => setLog((list) => [...list, entry]);
  return (
    <section aria-labelledby="message-dialogs-demo">
      <h2 id="message-dialogs-demo">Message dialogs</h2>
      <p>
        <button type="button" className={layout.button} onClick={() => setAlertOpen(true)}>
          Show warning
        </button>{" "}
        <button type="button" className={layout.button} onClick={() => setConfirmOpen(true)}>
          Sign out
        </button>
      </p>
      <p data-testid="dialog-log">{log.join(",")}</p>
      <AlertDialog
        open={alertOpen}
        title="Warning"
        message="The SMS could not be sent. Please try again later."
        onConfirm={() => {
          setAlertOpen(false);
          note("alert-confirm");
        }}
      />
      <ConfirmDialog
        open={confirmOpen}
        title="Sign out"
        message="Are you sure you want to log out?"
        onConfirm={() => {
          setConfirmOpen(false);
          note("logout");
        }}
        onCancel={() => {
          setConfirmOpen(false);
          note("cancel");
        }}
      />
    </section>
  );
}
