import { ContractPage } from "./contract-page.tsx";

/** The agent centre's Real-time salary page (agentRealtimeSalary): the contracts and what they paid (CTR-08). */
export default function RealTimeSalaryPage() {
  return <ContractPage kind="realTimeSalary" />;
}
