// @vitest-environment node
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { queryGames, RNG_GAME_TOTAL } from "../../src/sandbox/seed/games.ts";
import { VENDORS } from "../../src/sandbox/seed/vendors.ts";
import { decodeTruecolorPng, getEnvelope, platformFetch, store } from "./helpers.ts";
import { vendorMonogram } from "../../src/sandbox/vendor-icons.ts";
import * as api from "../../src/api/schemas.ts";
import { gamePageSchema } from "./game-page-schema.ts";

describe("vendor lanes", () => {
  it("answers one lane per vendor type with ADR vendor cards [API-19] [API-24] [VENDOR-01]", async () => {
    const { body } = await getEnvelope("/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&merchantCode=aurora01");
    const { lanes } = v.parse(api.vendorLanesSchema, body.value).data;
    expect(lanes.map((l) => l.title).sort()).toEqual(["ELOTT", "FISH", "LIVE", "LOTT", "PVP", "RNG", "SPORTS"]);
    for (const lane of lanes) expect(lane.gameClassify).toBe(lane.title);
    const cards = lanes.flatMap((l) => l.cards);
    expect(cards).toHaveLength(89);
    expect(lanes.find((l) => l.title === "RNG")?.cards).toHaveLength(45);
    const codes = cards.map((c) => c.vassalage);
    for (const code of ["IMES", "AV", "DS88", "TCG_LOTTO_VN", "LOTT", "TCG_SEA", "PG", "SV3"]) expect(codes).toContain(code);
    expect(cards.filter((c) => c.gameType === "PVP").every((c) => c.isGame === "VASSALAGE")).toBe(true);
    expect(cards.filter((c) => c.gameType !== "PVP").every((c) => c.isGame === "")).toBe(true);
    const hot = cards.filter((c) => c.isHot === 1).length;
    expect(hot).toBeGreaterThan(5);
    expect(hot).toBeLessThan(25);
    expect(cards[0]?.smallIcon).toBe(`/TCG_PROD_IMAGES/VENDOR_ICON/${encodeURIComponent(cards[0]!.vassalage)}_48.png`);
    expect(cards[0]?.lagerIcon).toBe(`/TCG_PROD_IMAGES/VENDOR_ICON/${encodeURIComponent(cards[0]!.vassalage)}_160.png`);
  });

  it("serves each vendor's logo as a PNG from the image CDN path, in the two sizes the lanes name, and nothing else", async () => {
    const logo = async (file: string) => {
      const response = await platformFetch(`/TCG_PROD_IMAGES/VENDOR_ICON/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      return decodeTruecolorPng(new Uint8Array(await response.arrayBuffer()));
    };
    for (const size of [48, 160]) {
      const img = await logo(`PG_${size}.png`);
      expect([img.width, img.height]).toEqual([size, size]);
      // Rounded corners are see-through; the badge is opaque; the monogram's row crosses white letters.
      expect(img.rgba(0, 0)[3]).toBe(0);
      expect(img.rgba(size / 2, 2)[3]).toBe(255);
      const letters = Array.from({ length: size }, (_, x) => img.rgba(x, Math.round(size * 0.56)));
      expect(letters.some(([r, g, b]) => r > 240 && g > 240 && b > 240)).toBe(true);
    }
    const pg = await logo("PG_48.png");
    const jdb = await logo("JDB_48.png");
    expect(jdb.rgba(10, 40)).not.toEqual(pg.rgba(10, 40));
    expect((await platformFetch("/TCG_PROD_IMAGES/VENDOR_ICON/PG_49.png")).status).toBe(404);
    expect((await platformFetch("/TCG_PROD_IMAGES/VENDOR_ICON/PG_48.svg")).status).toBe(404);
    expect((await platformFetch("/TCG_PROD_IMAGES/VENDOR_ICON/NOPE_48.png")).status).toBe(404);
  });

  it("spells a long vendor code on its logo by the initials of its parts", () => {
    expect(vendorMonogram("PG")).toBe("PG");
    expect(vendorMonogram("amg")).toBe("AMG");
    expect(vendorMonogram("TCG_LOTTO_VN")).toBe("TLV");
    expect(vendorMonogram("TCG_SEA")).toBe("TS");
    expect(vendorMonogram("KINGMAKER")).toBe("KIN");
  });
});

describe("game catalogue", () => {
  it("holds 10,000 RNG games over the 45 RNG vendors and a few dozen per FISH/PVP/LIVE vendor", () => {
    const counts = store.catalogue.counts;
    const rng = VENDORS.filter((vendor) => vendor.type === "RNG");
    expect(rng).toHaveLength(45);
    expect(rng.reduce((sum, vendor) => sum + (counts.get(vendor.code) ?? 0), 0)).toBe(RNG_GAME_TOTAL);
    expect(rng.every((vendor) => (counts.get(vendor.code) ?? 0) > 100)).toBe(true);
    for (const vendor of VENDORS.filter((x) => ["FISH", "PVP", "LIVE"].includes(x.type))) {
      expect(counts.get(vendor.code)).toBeGreaterThanOrEqual(24);
      expect(counts.get(vendor.code)).toBeLessThanOrEqual(48);
    }
    expect(queryGames({ gameType: "RNG", pageSize: 1 }).totalCount).toBe(RNG_GAME_TOTAL);
  });

  it("has unique node ids and names unique within a vendor; about 30% with free trial", () => {
    const all = store.catalogue.all();
    expect(new Set(all.map((g) => g.nodeId)).size).toBe(all.length);
    for (const vendor of ["PG", "JL", "KM"]) {
      const names = store.catalogue.gamesOf(vendor).map((g) => g.gameName);
      expect(new Set(names).size).toBe(names.length);
    }
    const rng = all.filter((g) => g.gameType === "RNG");
    const trial = rng.filter((g) => g.supportPlay === 0).length / rng.length;
    expect(trial).toBeGreaterThan(0.25);
    expect(trial).toBeLessThan(0.35);
  });

  it("is deterministic across resets", async () => {
    const before = (await getEnvelope("/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=2&pageSize=18")).body.value;
    store.reset();
    const after = (await getEnvelope("/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=2&pageSize=18")).body.value;
    expect(after).toEqual(before);
  });

  it("pages through a vendor's games [API-19] [GAMES-02]", async () => {
    const total = store.catalogue.counts.get("PG")!;
    const path = (page: number) =>
      `/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&gameType=RNG&vassalage=PG&pageNo=${page}&pageSize=24`;
    const first = v.parse(gamePageSchema, (await getEnvelope(path(1))).body.value);
    expect(first).toMatchObject({ pageNum: 1, totalCount: total, totalPages: Math.ceil(total / 24) });
    expect(first.games).toHaveLength(24);
    expect(first.games.every((g) => g.vassalage === "PG" && g.gameType === "RNG")).toBe(true);
    const last = v.parse(gamePageSchema, (await getEnvelope(path(first.totalPages))).body.value);
    expect(last.games).toHaveLength(total - 24 * (first.totalPages - 1));
    const second = v.parse(gamePageSchema, (await getEnvelope(path(2))).body.value);
    expect(second.games[0]?.nodeId).not.toBe(first.games[0]?.nodeId);
    const beyond = v.parse(gamePageSchema, (await getEnvelope(path(first.totalPages + 1))).body.value);
    expect(beyond.games).toEqual([]);
  });

  it("searches names case-insensitively across vendors", async () => {
    const page = v.parse(gamePageSchema, (await getEnvelope("/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=DRAGON&pageSize=50")).body.value);
    expect(page.totalCount).toBeGreaterThan(50);
    expect(page.games.every((g) => g.gameName.toLowerCase().includes("dragon"))).toBe(true);
    expect(new Set(page.games.map((g) => g.vassalage)).size).toBeGreaterThan(1);
    const none = v.parse(gamePageSchema, (await getEnvelope("/wps/relay/GCSGAME_gameList?gameName=zzzzqq")).body.value);
    expect(none).toEqual({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
  });

  it("gives each answered game a tile image the image CDN path serves as a PNG", async () => {
    const { games } = queryGames({ vendor: "JL", pageSize: 2 });
    const [first, second] = games;
    expect(first?.showIcon).toBe(`/TCG_GAME_ICONS/JL/${encodeURIComponent(first!.gameCode)}.png`);
    expect(second?.showIcon).not.toBe(first?.showIcon);
    expect(store.catalogue.gamesOf("JL")[0]).not.toHaveProperty("showIcon");
    const response = await platformFetch(first!.showIcon);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const tile = decodeTruecolorPng(bytes);
    expect([tile.width, tile.height]).toEqual([120, 80]);
    // Drawn art (issue 31), still small: a few kB against 28.8 kB of raw pixels.
    expect(bytes.length).toBeLessThan(7000);
    // Each game its own picture: two games of one vendor differ.
    const other = decodeTruecolorPng(new Uint8Array(await (await platformFetch(second!.showIcon)).arrayBuffer()));
    const differing = Array.from({ length: 80 }, (_, y) => Array.from({ length: 120 }, (_, x) => tile.rgba(x, y).join() !== other.rgba(x, y).join())).flat().filter(Boolean).length;
    expect(differing).toBeGreaterThan(120 * 80 * 0.5);
  });
});
