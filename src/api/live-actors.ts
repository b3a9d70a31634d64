import { fromPromise } from "xstate";
import type { Country, HelpTopic, Member, PlatformStatus, VendorLane } from "../../machines/boot/boot.types.ts";
import type { CustomerServiceScript, HelpItem, MemberInfo, SystemStatus, VendorLanes, WhitelabelNode, Country as WireCountry } from "./schemas.ts";
import { PlatformError } from "./errors.ts";

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

/** Ports of the boot machine, implemented over HTTP. */
export function liveBootActors(platform: BootPlatform, options: LiveBootOptions) {
  return {
    fetchStatus: fromPromise<PlatformStatus, { host: string }>(async ({ input }) => toPlatformStatus(await platform.systemStatus(input.host))),
    fetchCountries: fromPromise<Country[]>(async () =>
      (await platform.countries()).map((c) => ({ countryCode: c.countryCode, countryDialingCode: c.countryDialingCode, countryName: c.countryName })),
    ),
    fetchLanes: fromPromise<VendorLane[], { language: string }>(async () => toLanes(await platform.vendorLanes(options.merchant), options.imageCdn)),
    fetchHelp: fromPromise<HelpTopic[], { language: string }>(async ({ input }) =>
      (await platform.helpCenter(input.language)).map((item) => ({ tag: item.tag, title: item.title })),
    ),
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
