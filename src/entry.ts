/** The page's entry: start the configuration and start-up calls now, then load the app (preloaded by index.html). */
import { startEarly } from "./app/early.ts";

const early = startEarly(window);
void import("./main.tsx").then((app) => app.start(early));
