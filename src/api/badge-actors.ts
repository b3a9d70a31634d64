/** The live actor of the member's counts (machines/badges): unread messages, claimable rewards and open missions (issue 30 item 2). */
import { fromPromise } from "xstate";
import type { BadgeCounts } from "../../machines/badges/badges.machine.ts";
import type { PlatformClient } from "./client.ts";
import { rewardEndpoints } from "./reward-endpoints.ts";

export async function fetchBadgeCounts(client: PlatformClient, signal?: AbortSignal): Promise<BadgeCounts> {
  const [unread, rewards, missions] = await Promise.all([
    client.request(rewardEndpoints.inboxUnread, { signal }),
    client.request(rewardEndpoints.rewardBook, { signal }),
    client.request(rewardEndpoints.missionSummary, { signal }),
  ]);
  return { unread, claimable: rewards.claimable.length, missions: missions.openCount };
}

export function liveBadgeActors(client: PlatformClient) {
  return { fetchCounts: fromPromise<BadgeCounts>(({ signal }) => fetchBadgeCounts(client, signal)) };
}
