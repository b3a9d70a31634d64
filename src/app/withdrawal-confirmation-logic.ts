/**
 * The withdrawal-confirmation machine with its live actors: a chunk of its own that the app machine (machines/app)
 * loads when a member signs in (a guest or a trial account never needs it), so it adds nothing to the first route.
 */
import { withdrawalConfirmationMachine } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.machine.ts";
import type { PlatformClient } from "../api/client.ts";
import { liveWithdrawalConfirmationActors } from "../api/withdrawal-confirmation-actors.ts";

export function liveWithdrawalConfirmation(client: PlatformClient, payoutPollMs: number) {
  return withdrawalConfirmationMachine.provide({ actors: liveWithdrawalConfirmationActors(client), delays: { payoutPoll: payoutPollMs } });
}
