/**
 * The wire contract of the consolidated contract info (`/wps/member/info/funds/consolidated`, SPEC §3 and §7; research
 * §4.11). The four `…req…` fields are the contract offers waiting for the player's answer; the four `…info…` fields
 * are the contract info that switches a feature on (dividend `divtypeinfo`, daily salary `dailysalinfotype`, hourly
 * salary `contracthoursalinfo`, real-time salary `realtimesalinfotype`). A field that is absent, null, 0, "" or an
 * empty list means "none".
 */
import * as v from "valibot";
import type { ConsolidatedInfo } from "../../machines/agent-centre/agent-centre.types.ts";

const field = v.optional(v.nullable(v.union([v.string(), v.number(), v.boolean(), v.array(v.unknown()), v.looseObject({})])));

/** Whether a consolidated field carries something (an offer, or a contract's info). */
function present(value: v.InferOutput<typeof field>): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === "") return false;
  return !Array.isArray(value) || value.length > 0;
}

export const consolidatedSchema = v.pipe(
  v.looseObject({
    divtypereq: field,
    dailysalreqtype: field,
    contracthoursalreq: field,
    realtimesalreqtype: field,
    divtypeinfo: field,
    dailysalinfotype: field,
    contracthoursalinfo: field,
    realtimesalinfotype: field,
  }),
  v.transform(
    (wire): ConsolidatedInfo => ({
      features: {
        dividend: present(wire.divtypeinfo),
        dailySalary: present(wire.dailysalinfotype),
        hourlySalary: present(wire.contracthoursalinfo),
        realTimeSalary: present(wire.realtimesalinfotype),
      },
      offers: {
        dividend: present(wire.divtypereq),
        dailySalary: present(wire.dailysalreqtype),
        hourlySalary: present(wire.contracthoursalreq),
        realTimeSalary: present(wire.realtimesalreqtype),
      },
    }),
  ),
);
