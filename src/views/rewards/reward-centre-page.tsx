import { PageLoadState } from "../lobby/page-load-state.tsx";
import { ClaimList } from "./claim-list.tsx";
import { useRewardMachines } from "./use-reward-machines.ts";

/** Reward centre (rewardCenter): the rewards the member can claim now, and the claimed ones. */
export default function RewardCentrePage() {
  const { machines, failed, retry } = useRewardMachines();
  return machines ? <ClaimList machines={machines} kind="rewards" /> : <PageLoadState failed={failed} retry={retry} />;
}
