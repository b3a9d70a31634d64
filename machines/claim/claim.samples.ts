import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { ClaimBook } from "./claim.types.ts";

const at = 1_764_000_000_000;
export const claimBook: ClaimBook = {
  claimable: [
    { claimId: "R-1", name: "Weekend reload bonus", category: "BONUS", amount: 2500, validBet: null, expiresAt: at + 86_400_000 },
    { claimId: "R-2", name: "Birthday gift", category: "GIFT", amount: 1000, validBet: null, expiresAt: null },
  ],
  history: [{ recordId: "H-1", name: "Welcome bonus", category: "BONUS", amount: 500, claimedAt: at - 86_400_000 }],
};
const afterClaim: ClaimBook = { claimable: claimBook.claimable.slice(1), history: [{ recordId: "H-2", name: "Weekend reload bonus", category: "BONUS", amount: 2500, claimedAt: at }, ...claimBook.history] };

export const claimInputs: SampleInput[] = [{ label: "A member opens the reward centre (or cashback)", input: undefined }];

export const claimSamples: SampleEvent[] = [
  { label: "Platform answers: two claimable rewards and one claimed", event: { type: "xstate.done.actor.fetchBook", output: claimBook } },
  { label: "Platform answers: R-1 claimed, one left", event: { type: "xstate.done.actor.fetchBook", output: afterClaim } },
  { label: "Platform answers: nothing to claim, nothing claimed", event: { type: "xstate.done.actor.fetchBook", output: { claimable: [], history: [] } } },
  { label: "The list fails to load", event: { type: "xstate.error.actor.fetchBook", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "claims.retry" } },
  { label: "Player presses Refresh", event: { type: "claims.refresh" } },
  { label: "Player presses Claim on R-1", event: { type: "claim.requested", claimId: "R-1" } },
  { label: "Player presses Claim on an item not in the list", event: { type: "claim.requested", claimId: "R-404" } },
  { label: "Platform credits R-1 (25.00)", event: { type: "xstate.done.actor.claim", output: { claimId: "R-1", amount: 2500 } } },
  { label: "Platform refuses: already claimed", event: { type: "xstate.error.actor.claim", error: { code: "platform.message", serverMessage: "This reward has already been claimed" } } },
];
