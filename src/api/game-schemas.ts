/** Response schemas of the game relays (research §4.12). */
import * as v from "valibot";

const numeric = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]), v.transform(Number));

export const gameSchema = v.looseObject({
  nodeId: numeric,
  gameId: v.optional(numeric),
  gameCode: v.optional(v.string(), ""),
  gameName: v.optional(v.nullable(v.string())),
  nodeName: v.optional(v.nullable(v.string())),
  displayName: v.optional(v.nullable(v.string())),
  vassalage: v.string(),
  gameType: v.optional(v.string(), ""),
  showIcon: v.optional(v.nullable(v.string())),
  iconUrl: v.optional(v.nullable(v.string())),
  supportPlay: v.optional(v.picklist([0, 1, "0", "1"]), 1),
  isHot: v.optional(v.picklist([0, 1, "0", "1"]), 0),
});
/** One game as the platform answers it. */
export type WireGame = v.InferOutput<typeof gameSchema>;

export const gameListSchema = v.looseObject({
  games: v.array(gameSchema),
  pageNum: v.optional(numeric, 1),
  totalPages: numeric,
  totalCount: v.optional(numeric),
});
/** `value` of `GCSGAME_gameList`. */
export type WireGameList = v.InferOutput<typeof gameListSchema>;
