/** The agent contract calls (rules/contracts.ts): the consolidated contract info, each kind's records, offers, answers and terminations, and the offers waiting for the member; every call needs a session. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { consolidatedInfo, contractOffers, contractRecords, processContract } from "../rules/contracts.ts";
import type { ContractKind } from "../../../machines/contract-records/contract-records.types.ts";
import { fail, ok, readJson, requireMember, route } from "./route.ts";

/** Each kind's record call. */
export const CONTRACT_RECORD_PATHS: Readonly<Record<ContractKind, string>> = {
  dividend: "/wps/relay/MCSFE_getDividendContractRecords",
  dailySalary: "/wps/relay/MCSFE_getDailySalaryContractRecords",
  hourlySalary: "/wps/relay/MCSFE_getHourSalaryContractRecords",
  realTimeSalary: "/wps/relay/MCSFE_getRealTimeSalaryContractRecords",
};

/** Each kind's contract call: check and send an offer, accept, reject, terminate (deviation OFR-09). */
export const CONTRACT_PROCESS_PATHS: Readonly<Record<ContractKind, string>> = {
  dividend: "/wps/relay/MCS2_processDividendReq",
  dailySalary: "/wps/relay/MCS2_processDailySalContract",
  hourlySalary: "/wps/relay/MCS2_processContractHourSalary",
  realTimeSalary: "/wps/relay/MCSFE_processRealTimeSalaryContract",
};

export function contractHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/member/info/funds/consolidated", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      return ok(consolidatedInfo(store, member));
    }),
    ...(Object.entries(CONTRACT_RECORD_PATHS) as [ContractKind, string][]).map(([kind, path]) =>
      route(store, "get", path, (context) => {
        const member = requireMember(context);
        if (member instanceof Response) return member;
        const answer = contractRecords(store, member, kind, context.url.searchParams);
        return answer.ok ? ok(answer.value) : fail(answer.message);
      }),
    ),
    ...(Object.entries(CONTRACT_PROCESS_PATHS) as [ContractKind, string][]).map(([kind, path]) =>
      route(store, "post", path, async (context) => {
        const member = requireMember(context);
        if (member instanceof Response) return member;
        const answer = processContract(store, member, kind, await readJson(context.request));
        return answer.ok ? ok(answer.value) : fail(answer.message);
      }),
    ),
    route(store, "get", "/wps/relay/MCSFE_getContractOffers", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      return ok(contractOffers(store, member));
    }),
  ];
}
