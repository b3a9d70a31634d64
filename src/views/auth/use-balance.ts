import { useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom } from "xstate";
import { useServices } from "../../app/services.tsx";
import type { balanceMachine } from "../../../machines/balance/balance.machine.ts";
import { useChild, useSessionActor, sameValue } from "./use-auth.ts";

export interface BalanceView {
  amount: number | null;
  symbol: string;
  hidden: boolean;
  loading: boolean;
  failed: boolean;
  /** The amount in the page's language, two decimals ("—" while unknown). */
  formatted: string;
}

/** The member's balance as the header's bar and the game's bar show it, and the balance actor to send to (null for a guest). */
export function useBalance(): { balance: BalanceView | null; balanceActor: ActorRefFrom<typeof balanceMachine> | undefined } {
  const { i18n } = useLingui();
  const { config } = useServices();
  const session = useSessionActor();
  const balanceActor = useChild<ActorRefFrom<typeof balanceMachine>>(session, "balance");
  const state = useSelector(
    balanceActor ?? session,
    (s: unknown) => {
      if (!balanceActor) return null;
      const snap = s as ReturnType<ActorRefFrom<typeof balanceMachine>["getSnapshot"]>;
      return { amount: snap.context.balance?.amount ?? null, symbol: snap.context.balance?.currencySymbol ?? config.currencySymbol, hidden: snap.context.hidden, loading: snap.matches("loading"), failed: snap.matches("failed") };
    },
    sameValue,
  );
  if (!state) return { balance: null, balanceActor };
  const formatted = state.amount === null ? "—" : new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(state.amount);
  return { balance: { ...state, formatted }, balanceActor };
}
