import { useLingui } from "@lingui/react/macro";
import { PasswordField } from "./field.tsx";

/**
 * The payment password that confirms a money action (withdraw, transfers, points orders): six digits, checked by the
 * platform, never remembered by the browser.
 */
export function PaymentPasswordField({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useLingui();
  return (
    <PasswordField id={id} label={t`Payment password`} value={value} onChange={onChange} autoComplete="off" inputMode="numeric" maxLength={6} required error={error} />
  );
}
