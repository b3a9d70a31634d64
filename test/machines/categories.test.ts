// @vitest-environment node
import { describe, expect, it } from "vitest";
import { toCategories } from "../../machines/boot/categories.ts";
import type { VendorCard, VendorLane } from "../../machines/boot/boot.types.ts";

const card = (vassalage: string, gameType: string): VendorCard => ({ vassalage, displayName: vassalage, icon: "", isHot: false, gameType, isGame: "", gameCode: "", nodeId: 1 });
const lane = (title: string, ...codes: string[]): VendorLane => ({ title, gameClassify: "", cards: codes.map((code) => card(code, title)) });

describe("the category helper (vendor lanes → navigation categories)", () => {
  it("lists sports under /sports and the e-sports vendors (IMES, SV3, AV, TF) under /esports [ROUTE-07] [CONF-03]", () => {
    const categories = toCategories([lane("SPORTS", "SB", "IMES", "SV3", "AV", "TF", "CMD")]);
    expect(categories.map((c) => [c.id, c.route, c.vendors.map((v) => v.vassalage)])).toEqual([
      ["SPORTS", "/sports", ["SB", "CMD"]],
      ["ESPORTS", "/esports", ["IMES", "SV3", "AV", "TF"]],
    ]);
  });

  it("leaves out a category without vendors: no e-sports vendor, no /esports tab [ROUTE-07] [HDR-02]", () => {
    expect(toCategories([lane("SPORTS", "SB"), lane("RNG", "PG"), lane("FISH")]).map((c) => c.route)).toEqual(["/sports", "/rng"]);
  });
});
