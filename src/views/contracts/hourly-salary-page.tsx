import { ContractPage } from "./contract-page.tsx";

/** The agent centre's Hourly salary page (agentHourSalary): the contracts and what they paid (CTR-08). */
export default function HourlySalaryPage() {
  return <ContractPage kind="hourlySalary" />;
}
