/** Response schemas of the home calls: announcements (research §4.14), hot games and winners (§4.12), lottery gateway (§4.13). */
import * as v from "valibot";
import { gameSchema } from "./game-schemas.ts";

const numeric = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]), v.transform(Number));
const text = v.optional(v.nullable(v.string()));
const id = v.pipe(v.union([v.number(), v.string()]), v.transform(String));

/** One language of an announcement (`contents[]`). */
const announcementContentSchema = v.looseObject({ language: text, title: text, content: text, isDefault: v.optional(v.unknown()) });

/** A notice: marquee (player), popup, hot or promotion item. `content` is server HTML (sanitised when rendered). */
export const announcementSchema = v.looseObject({
  id,
  title: text,
  content: text,
  type: text,
  execution: text,
  startDate: v.optional(v.nullable(numeric)),
  sequence: v.optional(v.nullable(numeric)),
  redirectPromotionId: v.optional(v.nullable(id)),
  contents: v.optional(v.nullable(v.array(announcementContentSchema))),
});
export type WireAnnouncement = v.InferOutput<typeof announcementSchema>;

/** A banner image of a group (`w_home`, `w_login`, `w_register` …). */
export const bannerSchema = v.looseObject({
  announcementId: id,
  title: text,
  url: v.string(),
  groupName: v.string(),
  linkage: text,
  linkageType: text,
  redirectPromotionId: v.optional(v.nullable(id)),
  sequence: v.optional(v.nullable(numeric)),
});
export type WireBanner = v.InferOutput<typeof bannerSchema>;

const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), []);

/** `value` of `MCSFE_getListAnnouncements`. */
export const announcementsSchema = v.looseObject({
  player: list(announcementSchema),
  popup: list(announcementSchema),
  hot: list(announcementSchema),
  promotion: list(announcementSchema),
  banners: list(bannerSchema),
});
export type WireAnnouncements = v.InferOutput<typeof announcementsSchema>;

/** `value` of `GCSGAME_hotGamesV2`. */
export const hotGamesSchema = v.looseObject({ list: v.array(gameSchema) });

/** `value` of `ODSFE2_getWinnerBoard` (and, as far as is known, `GCSGAME_getRankList`): `list[].vo`. */
export const winnerBoardSchema = v.looseObject({
  list: v.array(v.looseObject({ vo: v.looseObject({ ...gameSchema.entries, customerName: v.string(), winAmount: numeric }) })),
});
export type WireWinnerBoard = v.InferOutput<typeof winnerBoardSchema>;

/** The lottery gateway answers a bare object keyed by id (the client takes its values) — an array is read as is. */
const valuesOf = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.union([v.array(item), v.record(v.string(), item)]),
    v.transform((value): v.InferOutput<T>[] => (Array.isArray(value) ? value : Object.values(value))),
  );

/** One popular lottery game of `/lgw/games/popular`. */
export const lotteryGameSchema = v.looseObject({ gameCode: v.string(), gameName: text, gameGroupCode: text, prizeMode: text, icon: text });
export const lotteryPopularSchema = valuesOf(lotteryGameSchema);
export type WireLotteryGame = v.InferOutput<typeof lotteryGameSchema>;

/** One drawn result of `/lgw/vn/numeros/opened/game`: draw number and winning numbers. */
export const openedNumberSchema = v.looseObject({
  gameCode: v.string(),
  gameName: text,
  numero: id,
  winningNumber: v.string(),
  openTime: v.optional(v.nullable(numeric)),
});
export const vnOpenedNumbersSchema = valuesOf(openedNumberSchema);
export type WireOpenedNumber = v.InferOutput<typeof openedNumberSchema>;
