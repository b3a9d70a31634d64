// @vitest-environment node
/** The consolidated contract info as the platform sends it → which contract features and offers the site sees (AGT-02). */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { consolidatedSchema } from "../../src/api/contract-schemas.ts";

describe("consolidated contract info", () => {
  it("turns each info field into its feature and each request field into its offer, whatever the value's kind", () => {
    const info = v.parse(consolidatedSchema, {
      divtypeinfo: [{ rate: 0.3 }],
      dailysalinfotype: 1,
      contracthoursalinfo: { hourly: true },
      realtimesalinfotype: null,
      dailysalreqtype: "DAILY",
      divtypereq: 0,
    });
    expect(info.features).toEqual({ dividend: true, dailySalary: true, hourlySalary: true, realTimeSalary: false });
    expect(info.offers).toEqual({ dividend: false, dailySalary: true, hourlySalary: false, realTimeSalary: false });
  });

  it("reads absent, null, 0, empty text and empty lists as none", () => {
    const none = v.parse(consolidatedSchema, { divtypeinfo: [], dailysalinfotype: "", contracthoursalinfo: 0, contracthoursalreq: false });
    expect(Object.values(none.features).some(Boolean)).toBe(false);
    expect(Object.values(none.offers).some(Boolean)).toBe(false);
  });

  it("refuses an answer that is not an object (the agent centre shows its failure with Try again)", () => {
    expect(v.safeParse(consolidatedSchema, "consolidated").success).toBe(false);
    expect(v.safeParse(consolidatedSchema, { divtypeinfo: Symbol.iterator }).success).toBe(false);
  });
});
