import { describePaths } from "./run-paths.ts";

describePaths("gameLaunch", {
  // Its step 4 also asks for a vendor while the round-open dialog covers the page, which no player can do.
  "3205d1d8": 'the player becomes trial while "launching": no path step drives it in the browser yet',
  "2d82ea47": 'a game or vendor is asked for while a dialog ("roundOpen") covers the page: the player cannot reach it',
});
