import { describePaths } from "./run-paths.ts";

describePaths("registration", {});
