import { PageLoadState } from "../lobby/page-load-state.tsx";
import { ClaimList } from "./claim-list.tsx";
import { useRewardMachines } from "./use-reward-machines.ts";

/** Cashback (manualRebate; only while manual rebate is on): the claimable amount per game category, and the claims. */
export default function CashbackPage() {
  const { machines, failed, retry } = useRewardMachines();
  return machines ? <ClaimList machines={machines} kind="cashback" /> : <PageLoadState failed={failed} retry={retry} />;
}
