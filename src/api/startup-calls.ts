/**
 * The start-up calls and their translation into the boot machine's terms, without XState: the entry chunk sends them
 * (src/app/early.ts) and must stay small enough to arrive in the first round trips of a phone's connection. The
 * machines' ports over these calls are in src/api/live-actors.ts, part of the app chunk.
 */
import type { Country, HelpTopic, Member, PlatformStatus, VendorLane } from "../../machines/boot/boot.types.ts";
import type { CustomerServiceScript, HelpItem, MemberInfo, SystemStatus, VendorLanes, WhitelabelNode, Country as WireCountry } from "./schemas.ts";
import type { EarlyAnnouncements } from "./announcement-query.ts";
import type { EarlyGamePage } from "./game-page-query.ts";
import { checkLaunchAddress, currentSiteOrigin } from "./launch-address.ts";

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

/**
 * Download and social links go into an `href`: each passes the launch-address validator (https, a same-origin path;
 * never `javascript:`, `data:`, `//host`, `/\\host`); a resource whose link fails is left out. (The QR picture is an
 * `<img>` source, where an address runs no script.)
 */
export function safeResources(resources: SystemStatus["info"]["resources"], siteOrigin = currentSiteOrigin()): PlatformStatus["resources"] {
  return resources.flatMap((r) => {
    const link = checkLaunchAddress(r.url, siteOrigin);
    return link.ok ? [{ type: r.resourceType, url: link.url, ...(r.qrCodeUrl ? { qrCodeUrl: r.qrCodeUrl } : {}), label: r.labelNameEn }] : [];
  });
}

export function toPlatformStatus(status: SystemStatus): PlatformStatus {
  return {
    maintenance: status.maintenance,
    regionRestriction: status.regionRestriction,
    location: { ip: status.location.ip, country: status.location.country, countryCode: status.location.countryCode },
    modules: flattenModules(status.info.whitelabel),
    registerRules: { ...status.info.register },
    resources: safeResources(status.info.resources),
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
    toUpline: info.toUpline,
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

export const startupFetchers = (platform: BootPlatform, options: LiveBootOptions) => ({
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
  const f = startupFetchers(platform, options);
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

