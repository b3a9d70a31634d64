/** Response schemas of the game relays (research §4.12). */
import * as v from "valibot";
import { checkLaunchAddress, currentSiteOrigin, UNSAFE_ADDRESS } from "./launch-address.ts";

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

// ── Game launch (research §4.12; ADR 0010) ─────────────────────────────────────────────────────────────────────

/**
 * A launch address the site may frame or open (every address of a launch answer, refused or not): a string that
 * passes the one validator, `checkLaunchAddress` (launch-address.ts), against the page's origin; the output is the
 * normalised address. A refused address is an issue whose message starts with `UNSAFE_ADDRESS`, which the client
 * turns into `platform.unsafeAddress`.
 */
export const launchAddressSchema = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const check = checkLaunchAddress(dataset.value, currentSiteOrigin());
    if (check.ok) return check.url;
    // No address at all is a malformed answer; an address that fails the rules is an unsafe one.
    addIssue({ message: check.reason === "empty" ? "no launch address" : `${UNSAFE_ADDRESS} (${check.reason})` });
    return NEVER;
  }),
);

/** How the platform wants the game opened (ADR 0010): absent or IFRAME = the `/game` route, POPUP/WINDOW = a window. */
const openMode = v.optional(v.nullable(v.string()));

const launchContent = v.union([
  v.looseObject({ game_url: launchAddressSchema, openMode }),
  launchAddressSchema,
]);

/**
 * `value` of `launchGame` / `GCS_gameTrialLaunch`: `value.content.game_url` (or `value.content` itself, SPEC §7 "the
 * response content is the launch address"); older builds `value.url`, `gameUrl`, `link`, `launchUrl`. Anything else
 * is `platform.malformed`. Output: the address and where to open it.
 */
export const launchAnswerSchema = v.pipe(
  v.union([
    v.looseObject({ content: launchContent }),
    v.looseObject({ url: launchAddressSchema }),
    v.looseObject({ gameUrl: launchAddressSchema }),
    v.looseObject({ link: launchAddressSchema }),
    v.looseObject({ launchUrl: launchAddressSchema }),
  ]),
  v.transform((value): { url: string; openMode: string } => {
    const record = value as Record<string, unknown>;
    const content = record.content;
    if (typeof content === "string") return { url: content, openMode: "" };
    if (content && typeof content === "object") {
      const c = content as { game_url: string; openMode?: string | null };
      return { url: c.game_url, openMode: c.openMode ?? "" };
    }
    const url = [record.url, record.gameUrl, record.link, record.launchUrl].find((x): x is string => typeof x === "string") ?? "";
    return { url, openMode: "" };
  }),
);
export type LaunchAnswer = v.InferOutput<typeof launchAnswerSchema>;

/**
 * `value` of a refused launch (ADR 0010): maintenance (`errorCode` GAME_MAINTENANCE) carries `recommended` games;
 * a round still open (`errorCode` GAME_ROUND_OPEN) may carry the open round's `gameName` and `game_url`.
 */
export const launchFailureValueSchema = v.looseObject({
  recommended: v.optional(v.array(gameSchema)),
  gameName: v.optional(v.nullable(v.string())),
  game_url: v.optional(v.nullable(launchAddressSchema)),
});
export type LaunchFailureValue = v.InferOutput<typeof launchFailureValueSchema>;

/* ── Favourites and recent games (catalogue; research §4.12) ─────────────────────────────────────────── */

/** `value` of `MCSFE_getFavoriteGames`: the member's favourite node ids. */
export const favouriteIdsSchema = v.array(numeric);

/** `value` of `MCSFE_getFavoriteGamesList`: one page of favourite games. */
export const favouriteListSchema = v.looseObject({
  content: v.array(gameSchema),
  pageNum: v.optional(numeric, 1),
  totalPages: numeric,
  totalCount: v.optional(numeric),
});
export type WireFavouriteList = v.InferOutput<typeof favouriteListSchema>;

/** `value` of add / remove: the favourite ids after the change when the platform sends them (the sandbox does). */
export const favouriteChangeSchema = v.nullish(v.array(numeric));

/** `value` of `GCS_recentGame`: recently launched games, most recent first. */
export const recentGamesSchema = v.array(gameSchema);
