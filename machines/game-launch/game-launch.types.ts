import type { Viewer } from "../session/session.machine.ts";
import type { GamePage, GameQuery, GameSummary, LaunchTarget, VendorCard } from "../games/games.types.ts";

export type { GamePage, GameQuery, GameSummary, LaunchTarget, VendorCard };

/** Who is asking, as the session says: a guest, a member with real money, or a trial (free-play, type 4) account. */
export type { Viewer };

/** How the platform wants the game opened: in the site's `/game` route (full-page iframe) or in its own window. */
export type OpenIn = "route" | "window";

/** One launch call (SPEC §3 game launch payload; the port adds session, merchant and language). */
export interface LaunchRequest {
  game: GameSummary;
  /** `trial`: the free-trial call (`GCS_gameTrialLaunch`, no token); `real`: `launchGame` with the token. */
  mode: "real" | "trial";
  /** research §4.12: 1 real money, 0 free play (trial accounts). */
  accountType: 0 | 1;
}

/** What the platform answered to a launch that did not fail outright. */
export type LaunchOutcome =
  | { kind: "opened"; url: string; openIn: OpenIn }
  | { kind: "maintenance"; recommended: GameSummary[] }
  | { kind: "roundOpen"; gameName: string | null; url: string | null };

export interface GameLaunchInput {
  viewer: Viewer;
}
