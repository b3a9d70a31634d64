import { useMemo } from "react";
import { useLingui } from "@lingui/react/macro";

/** Rates (basis points) as percentages in the player's locale: 60 → "0.6%" / "0,6 %". */
export function useRate(): (bps: number) => string {
  const { i18n } = useLingui();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(i18n.locale, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (bps: number) => percent.format(bps / 10_000);
  }, [i18n.locale]);
}
