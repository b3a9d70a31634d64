// @vitest-environment node
import { describe, expect, it } from "vitest";
import { COUNTRIES } from "../../src/sandbox/seed/countries.ts";
import { DRAWN_FLAGS, FLAG_HEIGHT, FLAG_WIDTH } from "../../src/sandbox/flags.ts";
import { applyPreset } from "../../src/sandbox/scenarios.ts";
import { SANDBOX_ORIGIN } from "../sandbox-server.ts";
import { assertValidPng, store } from "./helpers.ts";

/** As the browser loads it: an `<img>` sends no Merchant header. */
const flag = (file: string): Promise<Response> => fetch(`${SANDBOX_ORIGIN}/TCG_PROD_IMAGES/COUNTRY_FLAG/${file}`);

async function image(code: string) {
  const response = await flag(`${code}.png`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  return assertValidPng(new Uint8Array(await response.arrayBuffer()));
}

const colourAt = (img: Awaited<ReturnType<typeof image>>, x: number, y: number): number[] => img.palette[img.pixels[y * img.width + x]!]!;

describe("GET /TCG_PROD_IMAGES/COUNTRY_FLAG/{countryCode}.png", () => {
  it("serves a drawn flag for every country of /wps/system/country [COUNTRY-02]", async () => {
    expect(DRAWN_FLAGS).toEqual(expect.arrayContaining(COUNTRIES.map((c) => c.countryCode)));
    const seen = new Set<string>();
    for (const { countryCode } of COUNTRIES) {
      const img = await image(countryCode);
      expect([img.width, img.height]).toEqual([FLAG_WIDTH, FLAG_HEIGHT]);
      seen.add(Buffer.from(img.pixels).toString("base64") + JSON.stringify(img.palette));
    }
    expect(seen.size).toBe(COUNTRIES.length);
  });

  it("draws recognisable flags (Brazil: blue globe on green; Japan: red disc on white)", async () => {
    const br = await image("BR");
    expect(colourAt(br, 0, 0)).toEqual([0, 122, 61]);
    expect(colourAt(br, 15, 10)).toEqual([0, 40, 104]);
    expect(colourAt(br, 6, 10)).toEqual([254, 221, 0]);
    const jp = await image("jp");
    expect(colourAt(jp, 15, 10)).toEqual([188, 0, 45]);
    expect(colourAt(jp, 1, 1)).toEqual([255, 255, 255]);
  });

  it("gives any other two-letter code a stable generated flag, and 404 for anything else", async () => {
    const a = await image("ZZ");
    const b = await image("ZZ");
    expect(a).toEqual(b);
    for (const file of ["BRA.png", "B1.png", "BR.gif", "BR"]) expect((await flag(file)).status, file).toBe(404);
  });

  it("is a CDN path: no Merchant header needed, and failure injection does not count it", async () => {
    applyPreset(store, "flaky");
    expect((await flag("BR.png")).status).toBe(200);
    expect(store.state.scenario.failure).toEqual({ mode: "http500", remaining: 2 });
  });
});
