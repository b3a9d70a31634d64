import { ContractPage } from "./contract-page.tsx";

/** The agent centre's Dividend page (agentDividendRecordCopy2): the contracts and what they paid (CTR-08). */
export default function DividendPage() {
  return <ContractPage kind="dividend" />;
}
