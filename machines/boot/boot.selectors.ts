import type { SnapshotFrom } from "xstate";
import type { bootMachine } from "./boot.machine.ts";
import type { Failure } from "../shared/errors.ts";
import type { Country, HelpTopic, SiteResource, VendorLane, VisitorLocation } from "./boot.types.ts";
import { toCategories, type GameCategory } from "./categories.ts";

export type BootSnapshot = SnapshotFrom<typeof bootMachine>;

export type BootScreen =
  | { kind: "checking" }
  | { kind: "statusFailed"; failure: Failure; canRetry: boolean }
  | { kind: "maintenance"; canRetry: boolean }
  | { kind: "restricted"; location: VisitorLocation; canRetry: boolean }
  | { kind: "site" };

/** Which whole-page screen the root view shows. */
export function selectBootScreen(snapshot: BootSnapshot): BootScreen {
  const canRetry = snapshot.can({ type: "boot.retry" });
  if (snapshot.matches("checkingStatus")) return { kind: "checking" };
  if (snapshot.matches("statusFailed")) {
    return { kind: "statusFailed", failure: snapshot.context.statusFailure ?? { code: "unknown" }, canRetry };
  }
  if (snapshot.matches("maintenance")) return { kind: "maintenance", canRetry };
  if (snapshot.matches("restricted")) {
    return { kind: "restricted", location: snapshot.context.status?.location ?? { ip: "", country: "" }, canRetry };
  }
  return { kind: "site" };
}

export interface SiteView {
  loading: boolean;
  failure: Failure | null;
  canRetry: boolean;
  refreshing: boolean;
  categories: GameCategory[];
  countries: Country[];
  help: HelpTopic[];
  resources: Record<string, SiteResource>;
  modules: Record<string, boolean>;
}

// Derived lists are kept per source list, so every reader of the same lists gets the same arrays (cheap to compare).
const categoriesOf = new WeakMap<readonly VendorLane[], GameCategory[]>();
const resourcesOf = new WeakMap<object, Record<string, SiteResource>>();
const NO_RESOURCES: Record<string, SiteResource> = {};
const NO_MODULES: Record<string, boolean> = {};

function memo<K extends object, V>(cache: WeakMap<K, V>, key: K, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** The layout's view model: categories, countries, help titles, resources, and any start-up failure to retry. */
export function selectSite(snapshot: BootSnapshot): SiteView {
  const { context } = snapshot;
  const failure =
    context.countriesFailure ?? context.lanesFailure ?? context.helpFailure ?? null;
  const status = context.status;
  const resources = status
    ? memo(resourcesOf, status, () => {
        const byType: Record<string, SiteResource> = {};
        for (const resource of status.resources) byType[resource.type] = resource;
        return byType;
      })
    : NO_RESOURCES;
  return {
    loading: snapshot.matches("loadingSite"),
    failure: snapshot.can({ type: "boot.retry" }) ? failure : null,
    canRetry: snapshot.can({ type: "boot.retry" }),
    refreshing: snapshot.matches({ ready: "refreshing" }),
    categories: memo(categoriesOf, context.lanes, () => toCategories(context.lanes)),
    countries: context.countries,
    help: context.help,
    resources,
    modules: context.status?.modules ?? NO_MODULES,
  };
}

/** Two site views are the same when every field is the same value (lists compared by identity, see above). */
export function sameSite(a: SiteView, b: SiteView): boolean {
  return (Object.keys(a) as (keyof SiteView)[]).every((key) =>
    key === "failure" ? JSON.stringify(a.failure) === JSON.stringify(b.failure) : Object.is(a[key], b[key]),
  );
}
