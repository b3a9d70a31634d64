import { fromPromise } from "xstate";
import type { Country, HelpTopic, Member, PlatformStatus, VendorLane } from "../../machines/boot/boot.types.ts";
import type { CustomerServiceScript, HelpItem, MemberInfo, SystemStatus, VendorLanes, WhitelabelNode, Country as WireCountry } from "./schemas.ts";
import { PlatformError } from "./errors.ts";
import type { EarlyAnnouncements } from "./announcement-query.ts";
import type { EarlyGamePage } from "./game-page-query.ts";

/** The platform calls the start-up flows need (a subset of the platform client). */
export interface BootPlatform {
  systemStatus(host: string): Promise<SystemStatus>;
  countries(): Promise<WireCountry[]>;
  memberInfo(): Promise<MemberInfo>;
  vendorLanes(merchantCode: string): Promise<VendorLanes>;
  helpCenter(lang: string): Promise<HelpItem[]>;
  customerServiceLinks(): Promise<CustomerServiceScript>;
}

/** Flattens the whitelabel tree into `modId → enabled` (a parent that is off switches its children off). */
export function flattenModules(nodes: readonly WhitelabelNode[], parentOn = true, into: Record<string, boolean> = {}): Record<string, boolean> {
  for (const node of nodes) {
    const on = parentOn && node.enabled === "1";
    into[node.modId] = on;
    flattenModules(node.childrenNodes, on, into);
  }
  return into;
}

/** Prefixes relative image paths with the image CDN; data and absolute URLs stay as they are. */
export function resolveImage(url: string, cdn: string): string {
  if (/^(data:|https?:|\/\/)/.test(url) || cdn === "") return url;
  return `${cdn.replace(/\/$/, "")}/${url.replace(/^\//, "")}`;
}

export function toPlatformStatus(status: SystemStatus): PlatformStatus {
  return {
    maintenance: status.maintenance,
    regionRestriction: status.regionRestriction,
    location: { ip: status.location.ip, country: status.location.country },
    modules: flattenModules(status.info.whitelabel),
    registerRules: { ...status.info.register },
    resources: status.info.resources.map((r) => ({
      type: r.resourceType,
      url: r.url,
      ...(r.qrCodeUrl ? { qrCodeUrl: r.qrCodeUrl } : {}),
      label: r.labelNameEn,
    })),
  };
}

export function toMember(info: MemberInfo): Member {
  return {
    id: info.id,
    account: info.account,
    nickname: info.nickname,
    type: info.type,
    vipLabel: info.clubLabel?.labelName ?? null,
    vipRank: info.clubLabel?.rankLevel ?? null,
  };
}

export function toLanes(value: VendorLanes, imageCdn: string): VendorLane[] {
  return value.data.lanes.map((lane) => ({
    title: lane.title,
    gameClassify: lane.gameClassify,
    cards: lane.cards.map((card) => ({
      vassalage: card.vassalage,
      displayName: card.displayName,
      icon: resolveImage(card.smallIcon || card.lagerIcon, imageCdn),
      isHot: card.isHot === 1,
      gameType: card.gameType,
      isGame: card.isGame,
      gameCode: card.gameCode,
      nodeId: card.nodeId,
    })),
  }));
}

export interface LiveBootOptions {
  merchant: string;
  imageCdn: string;
}

/** Start-up calls already on their way when the app starts (see src/app/early.ts). */
export interface StartupCalls {
  /** Language the list calls were made in: a boot in another language does not use them. */
  language: string;
  status: Promise<PlatformStatus>;
  countries: Promise<Country[]>;
  lanes: Promise<VendorLane[]>;
  help: Promise<HelpTopic[]>;
  /** The announcements call (banners), when it was sent early too. */
  announcements?: EarlyAnnouncements;
  /** The slots catalogue's first game-list call, when the first page is `/rng` (src/api/game-page-query.ts). */
  gamePage?: EarlyGamePage;
}

const fetchers = (platform: BootPlatform, options: LiveBootOptions) => ({
  status: async (host: string) => toPlatformStatus(await platform.systemStatus(host)),
  countries: async () =>
    (await platform.countries()).map((c) => ({ countryCode: c.countryCode, countryDialingCode: c.countryDialingCode, countryName: c.countryName })),
  lanes: async () => toLanes(await platform.vendorLanes(options.merchant), options.imageCdn),
  help: async (language: string) => (await platform.helpCenter(language)).map((item) => ({ tag: item.tag, title: item.title })),
});

/**
 * Sends the start-up calls in the boot machine's order (the permission call first), without waiting for one
 * another's answers. The answers are kept for the boot machine's first calls; a rejection is handled there.
 */
export async function startStartupCalls(
  platform: BootPlatform,
  options: LiveBootOptions & { host: string; language: string },
  /** Awaited between two calls (src/app/early.ts gives the browser its turn there: preparing a call takes a while on a phone). */
  between: () => Promise<void> = () => Promise.resolve(),
): Promise<StartupCalls> {
  const f = fetchers(platform, options);
  // Marked handled at once: a call nobody takes (the site is in maintenance, say) must not be reported as unhandled.
  const sent = <T>(promise: Promise<T>): Promise<T> => {
    promise.catch(() => undefined);
    return promise;
  };
  const status = sent(f.status(options.host));
  await between();
  const countries = sent(f.countries());
  await between();
  const lanes = sent(f.lanes());
  await between();
  const help = sent(f.help(options.language));
  return { language: options.language, status, countries, lanes, help };
}

/**
 * Ports of the boot machine, implemented over HTTP; the first call of each takes its early answer when there is one.
 * The early answers are usually in already when the app starts, so the boot machine would take all four in one go;
 * `handOver` is awaited before each one is handed over (src/app/compose.ts gives the browser its turn there), so each
 * answer's steps are a task of their own.
 */
export function liveBootActors(
  platform: BootPlatform,
  options: LiveBootOptions,
  early?: StartupCalls,
  handOver: () => Promise<void> = () => Promise.resolve(),
) {
  const f = fetchers(platform, options);
  const taken = new Set<string>();
  function first<T>(key: "status" | "countries" | "lanes" | "help", language: string | null, call: () => Promise<T>): Promise<T> {
    if (!early || taken.has(key) || (language !== null && language !== early.language)) return call();
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
