import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { LiveCode, LobbyKind } from "../../../machines/lobby/lobby.types.ts";

/** Readable names of the live classification codes (SPEC §3). */
export const liveCodeNames: Record<LiveCode | "OTHER", MessageDescriptor> = {
  BAC: msg`Baccarat`,
  SIC: msg`Sic Bo`,
  ROU: msg`Roulette`,
  DAT: msg`Dragon Tiger`,
  BJ: msg`Blackjack`,
  HE: msg`Casino Hold'em`,
  MT: msg`Multi-table`,
  TCP: msg`Three Card Poker`,
  WZPJ: msg`Wenzhou Pai Gow`,
  SD: msg`Xoc Dia`,
  FT: msg`Fan Tan`,
  NN: msg`Niu Niu`,
  YSX: msg`Fish Prawn Crab`,
  ZJH: msg`Golden Flower`,
  MJ: msg`Mahjong`,
  OTHER: msg`Other tables`,
};

export const lobbyTitles: Record<LobbyKind, MessageDescriptor> = {
  LIVE: msg`Live Casino`,
  FISH: msg`Fishing`,
  PVP: msg`Card Games`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
  ELOTT: msg`E-Lottery`,
  SEAMLESS: msg`Seamless Games`,
};
