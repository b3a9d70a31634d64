import { describePaths } from "./run-paths.ts";

describePaths("boot", {});
