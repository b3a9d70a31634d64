/** The agent contract calls (rules/contracts.ts): the consolidated contract info and each kind's records; every call needs a session. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { consolidatedInfo, contractRecords } from "../rules/contracts.ts";
import type { ContractKind } from "../../../machines/contract-records/contract-records.types.ts";
import { fail, ok, requireMember, route } from "./route.ts";

/** Each kind's record call. */
export const CONTRACT_RECORD_PATHS: Readonly<Record<ContractKind, string>> = {
  dividend: "/wps/relay/MCSFE_getDividendContractRecords",
  dailySalary: "/wps/relay/MCSFE_getDailySalaryContractRecords",
  hourlySalary: "/wps/relay/MCSFE_getHourSalaryContractRecords",
  realTimeSalary: "/wps/relay/MCSFE_getRealTimeSalaryContractRecords",
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
  ];
}
