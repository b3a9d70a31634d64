import { describePaths } from "./run-paths.ts";

// Its paths cover every transition pair (replayed, and run through the views in jsdom); the browser runs the fewest
// that take every transition, and checks every screen they reach with axe.
describePaths("pointsConvert", {}, { cover: "transitions", axe: true });
