/**
 * `GCSGAME_gameList` value as fixed by ADR 0003 (ADR 0002 does not have it yet, and the client's schema for it is
 * still `unknown`). Move to `src/api/schemas.ts` when the games flow lands.
 */
import * as v from "valibot";

export const gamePageSchema = v.object({
  games: v.array(
    v.object({
      nodeId: v.number(),
      gameId: v.number(),
      gameCode: v.string(),
      gameName: v.string(),
      nodeName: v.string(),
      vassalage: v.string(),
      vendorName: v.string(),
      gameType: v.string(),
      showIcon: v.string(),
      supportPlay: v.picklist([0, 1]),
      isHot: v.picklist([0, 1]),
      minBet: v.number(),
      lines: v.number(),
    }),
  ),
  pageNum: v.number(),
  totalPages: v.number(),
  totalCount: v.number(),
});
