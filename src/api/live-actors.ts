import { fromPromise } from "xstate";
import type { Country, HelpTopic, PlatformStatus, VendorLane } from "../../machines/boot/boot.types.ts";
import { PlatformError } from "./errors.ts";
import { startupFetchers, type BootPlatform, type LiveBootOptions, type StartupCalls } from "./startup-calls.ts";

/**
 * Ports of the boot machine, implemented over HTTP; the first call of each takes its early answer when there is one.
 * The early answers are usually in already when the app starts, so the boot machine would take all four in one go;
 * `handOver` is awaited before each one is handed over (src/app/compose.ts gives the browser its turn there), so each
 * answer's steps are a task of their own.
 *
 * The early answers belong to the first start-up only: once the permission call is asked again (the player pressed
 * Try again after a failure, a maintenance or a restriction), every list is asked again too, never taken from the
 * calls sent before it (issue 28: after an outage they are failures, and the site would come back without its lists).
 */
export function liveBootActors(
  platform: BootPlatform,
  options: LiveBootOptions,
  early?: StartupCalls,
  handOver: () => Promise<void> = () => Promise.resolve(),
) {
  const f = startupFetchers(platform, options);
  const taken = new Set<string>();
  /** The permission call has been asked again: the early answers are another start-up's. */
  let restarted = false;
  function first<T>(key: "status" | "countries" | "lanes" | "help", language: string | null, call: () => Promise<T>): Promise<T> {
    if (key === "status" && taken.has("status")) restarted = true;
    if (!early || restarted || taken.has(key) || (language !== null && language !== early.language)) return call();
    taken.add(key);
    return (early[key] as Promise<T>).then(async (value) => {
      await handOver();
      return value;
    });
  }
  return {
    fetchStatus: fromPromise<PlatformStatus, { host: string }>(({ input }) => first("status", null, () => f.status(input.host))),
    fetchCountries: fromPromise<Country[]>(() => first("countries", null, f.countries)),
    fetchLanes: fromPromise<VendorLane[], { language: string }>(({ input }) => first("lanes", input.language, f.lanes)),
    fetchHelp: fromPromise<HelpTopic[], { language: string }>(({ input }) => first("help", input.language, () => f.help(input.language))),
  };
}

/** The customer-service port: look the live-chat entry up, then decrypt it (crypto loads lazily). */
export function liveCustomerServiceActors(platform: BootPlatform) {
  return {
    resolveLink: fromPromise<string>(async () => {
      const script = await platform.customerServiceLinks();
      const { decryptCustomerServiceLink, findLiveChatPath } = await import("./codec/cs-link.ts");
      const entry = findLiveChatPath(script.version.pathList);
      if (!entry) {
        throw new PlatformError("platform.malformed", { endpoint: "customerServiceLinks", issues: ["version.pathList: no entry of type 3"] });
      }
      return decryptCustomerServiceLink(entry.path);
    }),
  };
}
