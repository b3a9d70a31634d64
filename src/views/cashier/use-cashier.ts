import { useCallback, useEffect, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { useServices, type CashierMachines } from "../../app/services.tsx";
import { useChild, useSession, useSessionActor } from "../auth/use-auth.ts";
import { formatMoney } from "./money.ts";
import { useLazyLoaded } from "../lazy/use-lazy-loaded.ts";

/** The cashier machines with their live actors (a lazy chunk loaded with the first cashier page). */
export function useCashierMachines(): ReturnType<typeof useLazyLoaded<CashierMachines>> {
  return useLazyLoaded(useServices().loadCashierMachines);
}

/** Formats minor units in the player's locale with the site's currency symbol. */
export function useMoney(): (minor: number) => string {
  const { i18n } = useLingui();
  const { config } = useServices();
  return (minor) => formatMoney(minor, i18n.locale, config.currencySymbol);
}

/** Asks the logged-in bar's balance to be read again (after a deposit is credited or a withdrawal holds money). */
export function useBalanceRefresh(): () => void {
  const session = useSessionActor();
  const balance = useChild(session, "balance");
  const ref = useRef(balance);
  ref.current = balance;
  // One function for the page's life: pages provide it to their machine once.
  return useCallback(() => ref.current?.send({ type: "balance.refresh" }), []);
}

/**
 * Tells a cashier machine when the player is a member again after the session ended in the middle of a form
 * (CASH-06): the page stays under the login popup and continues from the same step.
 */
export function useSessionResumed(send: (event: { type: "session.resumed" }) => void): void {
  const member = useSession((s) => s.matches("signedIn"));
  const was = useRef(member);
  useEffect(() => {
    if (member && !was.current) send({ type: "session.resumed" });
    was.current = member;
  }, [member, send]);
}
