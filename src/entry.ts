/**
 * The page's entry: start the configuration and start-up calls now, show the brand on the loading screen and the
 * page's first view, then download and run the app with this page's own chunks.
 */
import { preloadApp, preloadRoute } from "./app/route-preload.ts";
import { startEarly } from "./app/early.ts";
import { yieldToMain } from "./app/yield.ts";
import { appWaitsForFirstView } from "./app/first-page.ts";

/**
 * Resolves once the next frame is on the screen (or after 100 ms in a tab that is not being painted): at the start of
 * the frame after it. A frame's animation callback runs before that frame is drawn, and the drawing reaches the screen
 * a few milliseconds after the main thread is done with it, so one callback alone can let the next requests leave
 * before the picture shows.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    const timer = setTimeout(done, 100);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        done();
      }),
    );
  });
}

// The app's code takes a while to run on a phone: let the loading screen show the brand first (src/app/splash.ts),
// on a home page the top of the page with its banner once the start-up answers are in (src/app/first-view.ts, at
// most FIRST_VIEW_WAIT_MS: the app is not held up for a slow picture), and for a signed-in visitor load the language's
// formatting data while the app's code is still on its way. The app's code and the page's own chunks are asked for
// only then, so that on a phone's connection they do not compete with the start-up answers and the first view's
// pictures (ADR 0011) — except under a sign-in modal (/login, /register): the form is what the visitor came for, so
// its code leaves at once and the first view is drawn meanwhile; it runs once that view is on screen.
const FIRST_VIEW_WAIT_MS = 1500;

async function run() {
  // Evaluating the first scripts is one task and starting the configuration, the calls and the catalog another:
  // together they were one long task on a phone.
  await yieldToMain();
  const early = startEarly(window);
  await early.config.then(afterNextPaint, afterNextPaint);
  const firstView = Promise.race([early.firstView, new Promise<boolean>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS, false))]);
  const waits = appWaitsForFirstView(window.location.pathname);
  if (waits && (await firstView)) await afterNextPaint();
  // The page's own chunks (a dozen preload links), the app's code and the formatting data, each in a task of its own.
  preloadRoute(document, window.location.pathname);
  if (!waits) {
    // Under a sign-in modal the code downloads now, and runs once the first view is on screen, as on other pages:
    // running it is a long task on a phone, which would otherwise hold back the page's picture.
    preloadApp(document);
    if (await firstView) await afterNextPaint();
  }
  await yieldToMain();
  const app = import("./main.tsx");
  await yieldToMain();
  early.warmUp();
  (await app).start(early);
}
void run();
