/**
 * The page's entry: ask for this page's own chunks, start the configuration and start-up calls now, show the
 * brand on the loading screen, then run the app (its code is already downloading: index.html preloads it).
 */
import { preloadRoute } from "./app/route-preload.ts";
import { startEarly } from "./app/early.ts";

/** Resolves after the next frame has been painted (or after 100 ms in a tab that is not being painted). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    const timer = setTimeout(done, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        done();
      }, 0),
    );
  });
}

preloadRoute(document, window.location.pathname);
const early = startEarly(window);
// The app's code takes a while to run on a phone: let the loading screen show the brand first (src/app/splash.ts),
// on a home page the top of the page with its banner once the start-up answers are in (src/app/first-view.ts, at
// most FIRST_VIEW_WAIT_MS: the app is not held up for a slow picture), and for a signed-in visitor load the language's
// formatting data while the app's code is still on its way.
const FIRST_VIEW_WAIT_MS = 1500;
void early.config
  .then(afterNextPaint, afterNextPaint)
  .then(() => Promise.race([early.firstView, new Promise<boolean>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS, false))]))
  .then((drawn) => (drawn ? afterNextPaint() : undefined))
  .then(() => {
    early.warmUp();
    return import("./main.tsx");
  })
  .then((app) => app.start(early));
