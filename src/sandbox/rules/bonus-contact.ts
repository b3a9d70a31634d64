/**
 * The registration bonus contact (issue 31 item 6, SPEC §5 text keys): `PUT /wps/member/bonusContact`
 * `{zalo?, whatsapp?}` (token; not a trial account). Wire contract: the site's and its sandbox's agreement
 * (src/api/member-endpoints.ts, docs/requirements.md deviation REG-16).
 *
 * At least one number; each 6 to 15 digits with an optional leading +; a messenger already recorded for the member
 * is not replaced (the bonus is redeemed once). Answers the numbers recorded. Refusals are dotted codes.
 */
import { type SandboxMember } from "../seed/members.ts";
import { fieldsOf, type Outcome } from "./auth.ts";

export const MESSAGE_BONUS_INVALID = "bonus.contact.invalid";
export const MESSAGE_BONUS_TRIAL = "bonus.contact.realAccount";
export const MESSAGE_BONUS_CLAIMED = "bonus.contact.claimed";

const NUMBER = /^\+?[0-9]{6,15}$/;
const KINDS = ["zalo", "whatsapp"] as const;

export function recordBonusContact(member: SandboxMember, payload: unknown): Outcome<{ zalo: string | null; whatsapp: string | null }> {
  if (member.type === 4) return { ok: false, message: MESSAGE_BONUS_TRIAL };
  const body = fieldsOf(payload);
  const given = KINDS.filter((kind) => body[kind] !== undefined && body[kind] !== null && body[kind] !== "");
  if (given.length === 0 || given.some((kind) => typeof body[kind] !== "string" || !NUMBER.test(body[kind]))) return { ok: false, message: MESSAGE_BONUS_INVALID };
  const recorded = member.bonusContact ?? {};
  if (given.some((kind) => recorded[kind] !== undefined)) return { ok: false, message: MESSAGE_BONUS_CLAIMED };
  member.bonusContact = { ...recorded, ...Object.fromEntries(given.map((kind) => [kind, body[kind] as string])) };
  return { ok: true, value: { zalo: member.bonusContact.zalo ?? null, whatsapp: member.bonusContact.whatsapp ?? null } };
}
