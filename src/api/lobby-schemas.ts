/** Response schemas of the lobby calls: card rooms, lottery game menus, the VN lottery menu (research §4.12–4.13). */
import * as v from "valibot";

const numeric = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]), v.transform(Number));

export const roomSchema = v.looseObject({
  roomId: numeric,
  roomName: v.string(),
  nodeId: numeric,
  gameCode: v.optional(v.string(), ""),
  gameName: v.optional(v.string(), ""),
  vassalage: v.string(),
  minBet: v.optional(numeric, 0),
  maxBet: v.optional(numeric, 0),
  onlinePlayers: v.optional(numeric, 0),
  maxPlayers: v.optional(numeric, 0),
  status: v.optional(v.string(), "OPEN"),
});

/** `value` of `GLS2_roomList`. */
export const roomListSchema = v.looseObject({ rooms: v.array(roomSchema) });
export type WireRoomList = v.InferOutput<typeof roomListSchema>;

export const lotteryGameSchema = v.looseObject({
  gameCode: v.pipe(v.string(), v.minLength(1)),
  gameName: v.optional(v.string(), ""),
  drawInterval: v.optional(numeric),
  playTypes: v.optional(v.array(v.string()), []),
});

export const lotteryGroupSchema = v.looseObject({
  gameGroupCode: v.string(),
  labelName: v.optional(v.string(), ""),
  gameMenus: v.optional(v.array(lotteryGameSchema), []),
});

/**
 * `/lgw/games/game_menus` and `/lgw/vn/games/game_menu`: bare JSON, an object whose values are the groups (the
 * platform's own client reads it with `Object.values`); an array of groups is accepted too.
 */
export const lotteryMenuSchema = v.union([v.array(lotteryGroupSchema), v.record(v.string(), lotteryGroupSchema)]);
export type WireLotteryMenu = v.InferOutput<typeof lotteryMenuSchema>;
