import { dialogOpenReason as dialogOpen } from "./drivers/withdrawal-confirmation.ts";
import { describePaths } from "./run-paths.ts";

describePaths(
  "withdrawalConfirmation",
  {
    "103cdddf": dialogOpen('{"settled":"inReview"}'),
    "1ed2a841": dialogOpen('{"open":{"proof":"choosing"}}'),
    "3455c71d": dialogOpen('{"settled":"forced"}'),
    "4ab9c4a8": dialogOpen('{"open":"asking"}'),
    "50ffc6c6": dialogOpen('{"open":{"proof":"choosing"}}'),
    "5afb06e6": dialogOpen('{"open":{"proof":"previewing"}}'),
    "64a77461": dialogOpen('{"settled":"forced"}'),
    "69f07ffd": dialogOpen('{"settled":"autoReceived"}'),
    "7a7d6593": dialogOpen('{"open":{"proof":"previewing"}}'),
    "869dad60": dialogOpen('{"open":{"proof":"choosing"}}'),
    "b62a6a68": dialogOpen('{"open":{"proof":"previewing"}}'),
    "c79e6574": dialogOpen('{"settled":"forced"}'),
    "d6551f25": dialogOpen('{"settled":"confirmed"}'),
    "ebd8c432": dialogOpen('{"open":"asking"}'),
    "fcb15a12": dialogOpen('{"open":"asking"}'),
  },
  // Its paths cover every transition pair (replayed, and run through the views in jsdom); the browser runs the fewest
  // that take every transition, and checks every screen they reach with axe (issue 27: axe clean on every step).
  { cover: "transitions", axe: true },
);
