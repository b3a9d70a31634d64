import { ContractPage } from "./contract-page.tsx";

/** The agent centre's Daily salary page (agentDailyWages2): the contracts and what they paid (CTR-08). */
export default function DailySalaryPage() {
  return <ContractPage kind="dailySalary" />;
}
