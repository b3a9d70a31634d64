import type { FieldRules } from "../auth/fields.ts";

/** Platform facts the boot flow needs, in the machine's own terms (the live actors adapt the wire shapes). */
export interface VisitorLocation {
  ip: string;
  country: string;
  /** ISO 3166 code, for the country's name in the player's language. */
  countryCode?: string;
}

export interface SiteResource {
  type: string;
  url: string;
  qrCodeUrl?: string;
  label: string;
}

export interface PlatformStatus {
  maintenance: boolean;
  regionRestriction: boolean;
  location: VisitorLocation;
  modules: Record<string, boolean>;
  /** Registration field rules (also the password and mobile rules of the other forms). */
  registerRules: FieldRules;
  resources: SiteResource[];
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  countryName: string;
}

export interface Member {
  id: number;
  account: string;
  nickname: string;
  type: number;
  vipLabel: string | null;
  vipRank: number | null;
  /** The member may transfer money to their upline (member info `toUpline`). */
  toUpline: boolean;
}

export interface VendorCard {
  vassalage: string;
  displayName: string;
  icon: string;
  isHot: boolean;
  gameType: string;
  isGame: string;
  gameCode: string;
  nodeId: number;
}

export interface VendorLane {
  title: string;
  gameClassify: string;
  cards: VendorCard[];
}

export interface HelpTopic {
  tag: string;
  title: string;
}

export interface BootInput {
  host: string;
  language: string;
}
