import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { useServices } from "../../app/services.tsx";
import { sameSite, selectBootScreen, selectSite, type BootScreen, type SiteView } from "../../../machines/boot/boot.selectors.ts";

export function useBootScreen(): BootScreen {
  const { boot } = useServices();
  return useSelector(boot, selectBootScreen, (a, b) => JSON.stringify(a) === JSON.stringify(b));
}

export function useSite(): SiteView & { retry(): void } {
  const { boot } = useServices();
  const site = useSelector(boot, selectSite, sameSite);
  return useMemo(() => ({ ...site, retry: () => boot.send({ type: "boot.retry" }) }), [site, boot]);
}
