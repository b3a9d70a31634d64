import { describePaths } from "./run-paths.ts";

describePaths("login", {
  "48b020a7": "the sandbox's Google adapter answers at once, without a popup, so the player cannot close the popup",
});
