import { describe, expect, it } from "vitest";
import { MESSAGE_BONUS_CLAIMED, MESSAGE_BONUS_INVALID, MESSAGE_BONUS_TRIAL, recordBonusContact } from "../../src/sandbox/rules/bonus-contact.ts";
import { seedMembers } from "../../src/sandbox/seed/members.ts";

const member = () => ({ ...seedMembers().find((m) => m.account === "demo")! });

describe("sandbox: the registration bonus contact (PUT /wps/member/bonusContact) [REG-16]", () => {
  it("records a Zalo number ID and answers the numbers recorded", () => {
    const demo = member();
    expect(recordBonusContact(demo, { zalo: "0912345678" })).toEqual({ ok: true, value: { zalo: "0912345678", whatsapp: null } });
    expect(demo.bonusContact).toEqual({ zalo: "0912345678" });
  });

  it("refuses nothing, a malformed number, a messenger already recorded and a trial account", () => {
    const demo = member();
    expect(recordBonusContact(demo, {})).toEqual({ ok: false, message: MESSAGE_BONUS_INVALID });
    expect(recordBonusContact(demo, { whatsapp: "12ab" })).toEqual({ ok: false, message: MESSAGE_BONUS_INVALID });
    expect(recordBonusContact(demo, { whatsapp: "+5511987654321" }).ok).toBe(true);
    expect(recordBonusContact(demo, { whatsapp: "+5511900000000" })).toEqual({ ok: false, message: MESSAGE_BONUS_CLAIMED });
    expect(recordBonusContact({ ...member(), type: 4 }, { zalo: "0912345678" })).toEqual({ ok: false, message: MESSAGE_BONUS_TRIAL });
  });
});
