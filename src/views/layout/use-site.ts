import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { useServices } from "../../app/services.tsx";
import { sameSite, selectBootScreen, selectSite, type BootScreen, type SiteView } from "../../../machines/boot/boot.selectors.ts";

export function useBootScreen(): BootScreen {
  const { boot } = useServices();
  return useSelector(boot, selectBootScreen, (a, b) => JSON.stringify(a) === JSON.stringify(b));
}

/** The layout's view model; its retry is the app machine's, which reaches every start-up load that failed. */
export function useSite(): SiteView & { retry(): void } {
  const { app, boot } = useServices();
  const site = useSelector(boot, selectSite, sameSite);
  return useMemo(() => ({ ...site, retry: () => app.send({ type: "site.retry" }) }), [site, app]);
}
