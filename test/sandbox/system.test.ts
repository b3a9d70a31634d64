// @vitest-environment node
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { decryptCustomerServiceLink, SANDBOX_RSA_MODULUS_HEX } from "../../src/sandbox/crypto.ts";
import { applyPreset, patchScenario } from "../../src/sandbox/scenarios.ts";
import { getEnvelope, MERCHANT, platformFetch, store } from "./helpers.ts";
import * as api from "../../src/api/schemas.ts";

type Status = v.InferOutput<typeof api.systemStatusSchema>;

async function status(): Promise<Status> {
  const { status: code, body } = await getEnvelope("/wps/system/status?url=www.aurora.test");
  expect(code).toBe(200);
  expect(body.success).toBe(true);
  return v.parse(api.systemStatusSchema, body.value);
}

const flatten = (nodes: Status["info"]["whitelabel"], out: Record<string, string> = {}): Record<string, string> => {
  for (const node of nodes) {
    out[node.modId] = node.enabled;
    flatten(node.childrenNodes, out);
  }
  return out;
};

describe("GET /wps/system/status", () => {
  it("answers the ADR shape with the default scenario: open, visitor in Brazil; the url parameter names the site [API-13]", async () => {
    const value = await status();
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.location).toEqual({ ip: "203.0.113.7", country: "Brazil", countryCode: "BR" });
    expect(value.info.mainDomain).toBe("www.aurora.test");
  });

  it("reports maintenance for status 1 and restriction (with the visitor IP) for status 2", async () => {
    patchScenario(store, { status: 1 });
    expect(await status()).toMatchObject({ maintenance: true, regionRestriction: false });
    patchScenario(store, { status: 2, visitorIp: "198.51.100.9", visitorCountry: "Japan", visitorCountryCode: "JP" });
    expect(await status()).toMatchObject({
      maintenance: false,
      regionRestriction: true,
      location: { ip: "198.51.100.9", country: "Japan", countryCode: "JP" },
    });
  });

  it("lets maintenance win over the restriction when both bits are set", async () => {
    patchScenario(store, { status: 3 });
    expect(await status()).toMatchObject({ maintenance: true, regionRestriction: false });
  });

  it("applies the restricted preset", async () => {
    applyPreset(store, "restricted");
    expect(await status()).toMatchObject({ regionRestriction: true, location: { countryCode: "US" } });
  });

  it("falls back to the request's host when the url parameter is absent [API-13]", async () => {
    const { status: code, body } = await getEnvelope("/wps/system/status");
    expect(code).toBe(200);
    expect(v.parse(api.systemStatusSchema, body.value).info.mainDomain).toBe("sandbox.test");
  });

  it("serves the first call without a Merchant header (the domain names the merchant), but not a duplicate", async () => {
    const bare = await fetch("http://sandbox.test/wps/system/status");
    expect(bare.status).toBe(200);
    expect(await bare.json()).toMatchObject({ success: true, value: { maintenance: false } });
    const headers = new Headers();
    headers.append("Merchant", MERCHANT);
    headers.append("Merchant", "other");
    const duplicate = await fetch("http://sandbox.test/wps/system/status", { headers });
    expect(duplicate.status).toBe(400);
  });

  it("builds the module tree from defaults with scenario overrides [PERM-01] [FLAG-01]", async () => {
    const defaults = flatten((await status()).info.whitelabel);
    for (const id of ["USERNAMEREG3", "MOBILENUMREG3", "MOBILENUMPASSREG3", "FREEPLAY3", "PWDEXPFORCECHANGE3", "CAPTCHA3", "LOGINIPVERF3", "MOBILEVERCODELOGIN3", "CHNGPASSVERIF3", "GAMELOFAV3", "FUNDTRANS3"]) {
      expect(defaults[id], id).toBe("1");
    }
    // SMS verification on username registration is off by default: the mobile number stays optional there.
    expect(defaults.REGMOBVERF3).toBe("0");
    expect(defaults.GEETEST3).toBe("0");
    const reg = (await status()).info.whitelabel.find((n) => n.modId === "REG3");
    expect(reg?.childrenNodes.map((n) => n.modId)).toEqual(expect.arrayContaining(["USERNAMEREG3", "MOBILENUMREG3"]));

    patchScenario(store, { whitelabel: { FREEPLAY3: false, NEWMOD3: true } });
    const changed = flatten((await status()).info.whitelabel);
    expect(changed.FREEPLAY3).toBe("0");
    expect(changed.NEWMOD3).toBe("1");
    const tree = v.parse(api.whitelabelSchema, (await getEnvelope("/wps/system/whitelabel")).body.value);
    expect(flatten(tree).FREEPLAY3).toBe("0");
  });

  it("serves register rules keyed by field, the same as /wps/system/setting/register [PERM-01] [REG-04] [API-11]", async () => {
    const { register } = (await status()).info;
    expect(register.username).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 12 });
    expect(register.password).toMatchObject({ enabled: true, required: true, patternId: 5, minLength: 6, maxLength: 12 });
    expect(register.mobileNum).toMatchObject({ enabled: true, required: false, patternId: 6, minLength: 8, maxLength: 15 });
    expect(new RegExp(register.username!.acceptedPattern).test("player01")).toBe(true);
    expect(new RegExp(register.password!.acceptedPattern).test("abcdef")).toBe(false);
    const settings = v.parse(api.registerSettingsSchema, (await getEnvelope("/wps/system/setting/register")).body.value);
    expect(settings).toEqual(register);
  });

  it("encrypts customer-service paths as Base64 DES + 8-character key [PERM-01]", async () => {
    const { customerService } = (await status()).info;
    const live = customerService.find((c) => c.csType === "LIVECHAT");
    expect(decryptCustomerServiceLink(live!.path)).toBe(`https://chat.sandbox.example/live?merchant=${MERCHANT}`);
  });

  it("lists the app and social resources [PERM-01]", async () => {
    const { resources } = (await status()).info;
    expect(resources.map((r) => r.resourceType)).toEqual(["IOS", "IOS_LITE", "ANDROID", "FACEBOOK", "TELEGRAM"]);
    expect(resources.find((r) => r.resourceType === "ANDROID")?.qrCodeUrl).toMatch(/^data:image\/svg\+xml,/);
  });
});

describe("the Merchant header rule", () => {
  it("answers 400 function.not.available without a Merchant header", async () => {
    const response = await fetch("http://sandbox.test/wps/system/country");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: "function.not.available" });
  });

  it("answers 400 for a duplicate Merchant header", async () => {
    const headers = new Headers();
    headers.append("Merchant", MERCHANT);
    headers.append("Merchant", "other");
    const response = await fetch("http://sandbox.test/wps/system/country", { headers });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "function.not.available" });
  });
});

describe("other system calls", () => {
  it("lists countries with dialing codes [API-17] [COUNTRY-02]", async () => {
    const countries = v.parse(api.countriesSchema, (await getEnvelope("/wps/system/country")).body.value);
    expect(countries.length).toBeGreaterThanOrEqual(15);
    expect(countries).toContainEqual({ countryCode: "BR", countryDialingCode: "+55", countryName: "Brazil" });
    expect(countries).toContainEqual(expect.objectContaining({ countryCode: "VN", countryDialingCode: "+84" }));
  });

  it("answers the domain route", async () => {
    const value = v.parse(api.domainRouteSchema, (await getEnvelope("/wps/system/domainRoute")).body.value);
    expect(value.domainList.length).toBeGreaterThan(0);
  });

  it("answers help items in each of the seven languages, falling back to English [CNT-01]", async () => {
    const help = async (lang: string) => v.parse(api.helpCenterSchema, (await getEnvelope(`/wps/system/helpCenter?lang=${lang}&device=WEB`)).body.value);
    const pt = await help("pt");
    const en = await help("EN");
    expect(pt.length).toBeGreaterThanOrEqual(6);
    expect(pt.map((h) => h.tag)).toContain("term");
    expect(pt.find((h) => h.tag === "term")?.title).toBe("Termos e condições");
    expect(en.find((h) => h.tag === "term")?.title).toBe("Terms and conditions");
    expect(await help("xx")).toEqual(en);
    // Every language has every article (the responsible-gaming one included), in its own words, with a category.
    const titles = new Set<string>();
    for (const lang of ["en", "pt", "id", "ja", "th", "vi", "zh"]) {
      const items = await help(lang);
      expect(items.map((h) => h.tag)).toEqual(en.map((h) => h.tag));
      expect(items.map((h) => h.tag)).toContain("responsible");
      for (const item of items) expect(item.category?.length).toBeGreaterThan(0);
      titles.add(items.find((h) => h.tag === "responsible")!.title);
    }
    expect(titles.size).toBe(7);
    // One article is hostile on purpose (CNT-03): the site must sanitise it.
    expect(en.find((h) => h.tag === "bonus")?.content).toContain("<script>");
  });

  it("answers the customer-service script with the live chat as type 3 [CS-01] [API-17]", async () => {
    const value = v.parse(api.customerServiceScriptSchema, (await getEnvelope("/wps/relay/WPSCORE_getCustomerServiceScript")).body.value);
    const live = value.version.pathList.find((p) => p.type === "3");
    expect(decryptCustomerServiceLink(live!.path)).toContain("https://chat.sandbox.example/live");
  });

  it("serves the RSA modulus as plain text", async () => {
    const response = await platformFetch("/wps/session/key/rsa?t=1");
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(v.parse(api.rsaKeySchema, text)).toBe(SANDBOX_RSA_MODULUS_HEX);
  });
});
