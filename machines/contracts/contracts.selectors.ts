import type { SnapshotFrom } from "xstate";
import type { contractsMachine } from "./contracts.machine.ts";

export type ContractsSnapshot = SnapshotFrom<typeof contractsMachine>;

/**
 * Whether the contract offer popup shows (OFR-08): while the offers load nothing shows (most players have none), and
 * once the popup has closed nothing does; otherwise it shows an offer, the failed load, or the last answer.
 */
export function isOfferPopupShown(snapshot: ContractsSnapshot): boolean {
  if (snapshot.status !== "active") return false;
  return snapshot.matches("answered") || (snapshot.matches("answering") && !snapshot.matches({ answering: "loading" }));
}
