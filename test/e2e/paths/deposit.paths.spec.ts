import { notOffered } from "./drivers/deposit.ts";
import { describePaths } from "./run-paths.ts";

/** The sample settings give each method one channel, so the page shows no channel choice, and none for another method. */
const channelOfOther = (channelId: string, method: string) => notOffered(`a channel choice for ${channelId} while the chosen method ${method} has 1 channel(s) and no such choice`);

describePaths(
  "deposit",
  {
    ebead077: channelOfOther("bank-1", "PIX"),
    d7ccd518: channelOfOther("bank-1", "PIX"),
    "206b49c3": channelOfOther("bank-1", "PIX"),
    "77fa9035": channelOfOther("bank-1", "PIX"),
    ac0e29e7: channelOfOther("bank-1", "PIX"),
    a91ec058: channelOfOther("bank-1", "PIX"),
    "68a50768": channelOfOther("bank-1", "PIX"),
    ca57dc60: channelOfOther("bank-1", "PIX"),
    "560e3c24": channelOfOther("bank-1", "PIX"),
    b9bd24fe: channelOfOther("pix-1", "Bank transfer"),
    "5ccf13f2": notOffered("a P\u00a0500,00 preset, which the chosen channel does not offer"),
  },
  // Its paths cover every transition pair (replayed, and run through the views in jsdom); the browser runs the fewest
  // that take every transition, and checks every screen they reach with axe.
  { cover: "transitions", axe: true },
);
