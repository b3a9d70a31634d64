/** Platform-level seed data for `/wps/system/status` and friends: module tree, register rules, links, domains. */
import { encryptCustomerServiceLink } from "../crypto.ts";
import { qrPlaceholder } from "../svg.ts";

export interface WhitelabelNode {
  modId: string;
  enabled: "1" | "0";
  childrenNodes: WhitelabelNode[];
}

export interface RegisterRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

export interface Resource {
  resourceType: string;
  url: string;
  qrCodeUrl?: string;
  labelNameEn: string;
}

export interface CustomerServiceEntry {
  csType: string;
  type: string;
  path: string;
}

interface ModuleSeed {
  id: string;
  off?: true;
  children?: readonly ModuleSeed[];
}

const leaf = (id: string, off?: true): ModuleSeed => (off ? { id, off } : { id });

/**
 * Default module tree: everything on except Geetest (the sandbox speaks the image captcha) and SMS verification on
 * username registration (`REGMOBVERF3`: the mobile number stays optional in the username tab; preset
 * `register-verify` switches it on).
 */
const MODULES: readonly ModuleSeed[] = [
  { id: "REG3", children: [leaf("USERNAMEREG3"), leaf("MOBILENUMREG3"), leaf("MOBILENUMPASSREG3"), leaf("REGMOBVERF3", true), leaf("AFFMAN3")] },
  leaf("FREEPLAY3"),
  leaf("MOBILEVERCODELOGIN3"),
  leaf("LOGINIPVERF3"),
  leaf("CAPTCHA3"),
  leaf("GEETEST3", true),
  { id: "PASS3", children: ["PWDEXPFORCECHANGE3", "CHNGPASSVERIF3", "PWRESETSMS3"].map((id) => leaf(id)) },
  leaf("VERIFICATION3"),
  leaf("PROFPIC3"),
  { id: "GAMELO3", children: ["GAMELOHOT3", "GAMELOREC3", "GAMELOFAV3"].map((id) => leaf(id)) },
  leaf("AGEANNOUNCE3"),
  leaf("REWCEN3"),
  leaf("PTSYS3"),
  leaf("MEMTRANS3"),
  leaf("INBOX3"),
  leaf("CBS3"),
  leaf("FEEDBACK3"),
  leaf("FUNDTRANS3"),
  { id: "AGENTPOLICY3", children: ["SIGNCONDIV3", "DAILYSALCONT3", "HOURSAL3", "RTSALARY3"].map((id) => leaf(id)) },
  { id: "AGECEN", children: [{ id: "REGCEN", children: [leaf("AFFURLEXT3")] }] },
];

/** Every modId of the default tree, depth first. */
export const MODULE_IDS: readonly string[] = (() => {
  const ids: string[] = [];
  const walk = (nodes: readonly ModuleSeed[]): void =>
    nodes.forEach((n) => {
      ids.push(n.id);
      walk(n.children ?? []);
    });
  walk(MODULES);
  return ids;
})();

/**
 * The module tree with `overrides` applied (modId → enabled). An override does not cascade to children; an
 * override for a modId the tree does not have adds a top-level node.
 */
export function buildWhitelabelTree(overrides: Readonly<Record<string, boolean>>): WhitelabelNode[] {
  const build = (seed: ModuleSeed): WhitelabelNode => ({
    modId: seed.id,
    enabled: (overrides[seed.id] ?? !seed.off) ? "1" : "0",
    childrenNodes: (seed.children ?? []).map(build),
  });
  const extra = Object.keys(overrides)
    .filter((id) => !MODULE_IDS.includes(id))
    .map((id) => build({ id, ...(overrides[id] ? {} : { off: true as const }) }));
  return [...MODULES.map(build), ...extra];
}

/**
 * modId → effective state of `tree` as a client reads it: a node is on when it and every ancestor are on (an id
 * the tree does not have is absent).
 */
export function effectiveModules(tree: readonly WhitelabelNode[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const walk = (nodes: readonly WhitelabelNode[], parentOn: boolean): void =>
    nodes.forEach((n) => {
      const on = parentOn && n.enabled === "1";
      out[n.modId] = on;
      walk(n.childrenNodes, on);
    });
  walk(tree, true);
  return out;
}

/** modId → enabled in the default tree (before scenario overrides). */
export function moduleDefaults(): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const walk = (nodes: readonly WhitelabelNode[]): void =>
    nodes.forEach((n) => {
      out[n.modId] = n.enabled === "1";
      walk(n.childrenNodes);
    });
  walk(buildWhitelabelTree({}));
  return out;
}

export function resources(): Resource[] {
  const android = "https://download.sandbox.example/app/android.apk";
  return [
    { resourceType: "IOS", url: "https://download.sandbox.example/app/ios", labelNameEn: "iOS" },
    { resourceType: "IOS_LITE", url: "https://download.sandbox.example/app/ios-lite.mobileconfig", labelNameEn: "iOS Lite" },
    { resourceType: "ANDROID", url: android, qrCodeUrl: qrPlaceholder("Android"), labelNameEn: "Android" },
    { resourceType: "FACEBOOK", url: "https://social.sandbox.example/facebook", labelNameEn: "Facebook" },
    { resourceType: "TELEGRAM", url: "https://social.sandbox.example/telegram", labelNameEn: "Telegram" },
  ];
}

export function domainList(): { domain: string; speed: number }[] {
  return [
    { domain: "https://www.sandbox.example", speed: 42 },
    { domain: "https://m.sandbox.example", speed: 87 },
    { domain: "https://backup.sandbox.example", speed: 153 },
  ];
}

/** Customer-service links (plain), keyed by the `type` the client looks up; `3` is the live chat. */
export function customerServiceLinks(merchant: string): { csType: string; type: string; url: string; key: string }[] {
  const m = encodeURIComponent(merchant);
  return [
    { csType: "LIVECHAT", type: "3", url: `https://chat.sandbox.example/live?merchant=${m}`, key: "sbxLive3" },
    { csType: "VIP", type: "4", url: `https://chat.sandbox.example/vip?merchant=${m}`, key: "sbxVip04" },
    { csType: "FACEBOOK", type: "5", url: "https://social.sandbox.example/facebook", key: "sbxFace5" },
    { csType: "TELEGRAM", type: "6", url: "https://social.sandbox.example/telegram", key: "sbxTele6" },
  ];
}

/** The encrypted entries of `info.customerService` (path = Base64(DES(url)) + key). */
export function customerService(merchant: string): CustomerServiceEntry[] {
  return customerServiceLinks(merchant).map(({ csType, type, url, key }) => ({
    csType,
    type,
    path: encryptCustomerServiceLink(url, key),
  }));
}
