/**
 * The member's withdrawals (`MCSFE_getWithdrawalList`, ADR 0012) as the machines read them: the "My withdrawals" list
 * and the withdrawal confirmation (which polls only while one is open, SITE-19). A module of its own, so the
 * withdrawal confirmation's chunk does not carry the cashier's machines.
 */
import { fromPromise } from "xstate";
import type { Withdrawal } from "../../machines/withdraw/withdraw.types.ts";
import type { Withdrawal as WireWithdrawal } from "./cashier-schemas.ts";
import type { PlatformClient } from "./client.ts";
import { cashierEndpoints } from "./cashier-endpoints.ts";

const WITHDRAWAL_STATUS = { PENDING: "pending", PAYING: "paying", IN_REVIEW: "inReview", COMPLETED: "completed", REJECTED: "rejected" } as const;

export function toWithdrawal(w: WireWithdrawal): Withdrawal {
  return {
    withdrawalId: w.withdrawalId,
    amount: w.amount,
    received: w.received,
    status: WITHDRAWAL_STATUS[w.status],
    bankName: w.bankName,
    accountNumber: w.accountNumber,
    createdAt: w.createdAt,
    awaitingConfirmation: w.awaitingConfirmation,
  };
}

/** The newest 20 withdrawals of the member, newest first. */
export async function fetchWithdrawals(client: PlatformClient, signal?: AbortSignal): Promise<Withdrawal[]> {
  const answer = await client.request(cashierEndpoints.withdrawals, { query: { pageNo: 1, pageSize: 20 }, signal });
  return answer.list.map(toWithdrawal);
}

/** The `fetchWithdrawals` actor of the machines that read the list. */
export function liveFetchWithdrawals(client: PlatformClient) {
  return fromPromise<Withdrawal[]>(({ signal }) => fetchWithdrawals(client, signal));
}
