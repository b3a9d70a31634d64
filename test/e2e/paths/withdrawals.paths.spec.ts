import { describePaths } from "./run-paths.ts";

describePaths(
  "withdrawals",
  {},
  // Its paths cover every transition pair (replayed, and run through the views in jsdom); the browser runs the fewest
  // that take every transition, and checks every screen they reach with axe (issue 27: axe clean on every step).
  { cover: "transitions", axe: true },
);
