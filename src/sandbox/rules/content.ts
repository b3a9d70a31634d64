/**
 * The content pages' writes (issue 31 item 4): the affiliate application of /join and feedback and complaints
 * (`PUT /wps/feedback`). Wire contract: the site's and its sandbox's agreement (src/api/content-schemas.ts,
 * docs/requirements.md deviations CNT-12 and CNT-14).
 *
 * - `PUT /wps/relay/MCSFE_submitAffiliateApplication` `{name, email, mobile, messenger, website, message, requestId}`
 *   (no token): name, e-mail and mobile required and well formed, the rest within their lengths; one application
 *   under review per e-mail; the same `requestId` answers the same application again (sent once).
 * - `PUT /wps/feedback` `{type, content, requestId}` (token; not a trial account): a known question type and
 *   10 to 300 words; the same `requestId` of the same member answers the same feedback again.
 *
 * Refusals are dotted codes the site translates.
 */
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { countWords, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS, FEEDBACK_TYPES } from "../../../machines/feedback/feedback.types.ts";
import { JOIN_EMAIL_PENDING, JOIN_LIMITS } from "../../../machines/join/join.types.ts";
import { fieldsOf, type Outcome } from "./auth.ts";

export const MESSAGE_JOIN_INVALID = "affiliate.application.invalid";
export const MESSAGE_FEEDBACK_TYPE = "feedback.type.invalid";
export const MESSAGE_FEEDBACK_LENGTH = "feedback.content.length";
export const MESSAGE_FEEDBACK_TRIAL = "feedback.realAccount";
export const MESSAGE_REQUEST_ID = "request.id.required";

export interface SandboxApplication {
  reference: string;
  requestId: string;
  name: string;
  email: string;
  mobile: string;
  messenger: string;
  website: string;
  message: string;
  receivedAt: number;
  /** Under review until the operator decides (the sandbox never decides: one application per e-mail). */
  status: "review";
}

export interface SandboxFeedback {
  id: string;
  memberId: number;
  requestId: string;
  type: string;
  content: string;
  createdAt: number;
}

export interface ContentState {
  applications: SandboxApplication[];
  feedback: SandboxFeedback[];
}

export const emptyContent = (): ContentState => ({ applications: [], feedback: [] });

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const MOBILE = /^[0-9]{6,15}$/;
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const within = (value: string, max: number) => [...value].length <= max;

/** The application wire answer. */
const receipt = (application: SandboxApplication) => ({ reference: application.reference, email: application.email, receivedAt: application.receivedAt });

export function submitApplication(store: SandboxStore, payload: unknown): Outcome<ReturnType<typeof receipt>> {
  const body = fieldsOf(payload);
  const requestId = str(body.requestId);
  if (!requestId) return { ok: false, message: MESSAGE_REQUEST_ID };
  const { applications } = store.state.content;
  const same = applications.find((a) => a.requestId === requestId);
  if (same) return { ok: true, value: receipt(same) };
  const [name, email, mobile, messenger, website, message] = ["name", "email", "mobile", "messenger", "website", "message"].map((key) => str(body[key])) as [string, string, string, string, string, string];
  const valid =
    [...name].length >= 2 &&
    within(name, JOIN_LIMITS.name) &&
    NAME.test(name) &&
    EMAIL.test(email) &&
    MOBILE.test(mobile) &&
    within(messenger, JOIN_LIMITS.messenger) &&
    within(website, JOIN_LIMITS.website) &&
    within(message, JOIN_LIMITS.message);
  if (!valid) return { ok: false, message: MESSAGE_JOIN_INVALID };
  if (applications.some((a) => a.email.toLowerCase() === email.toLowerCase() && a.status === "review")) return { ok: false, message: JOIN_EMAIL_PENDING };
  const application: SandboxApplication = {
    reference: `AF-${String(100_101 + applications.length).padStart(6, "0")}`,
    requestId,
    name,
    email,
    mobile,
    messenger,
    website,
    message,
    receivedAt: store.now(),
    status: "review",
  };
  applications.push(application);
  return { ok: true, value: receipt(application) };
}

export function submitFeedback(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<{ id: string; createdAt: number }> {
  if (member.type === 4) return { ok: false, message: MESSAGE_FEEDBACK_TRIAL };
  const body = fieldsOf(payload);
  const requestId = str(body.requestId);
  if (!requestId) return { ok: false, message: MESSAGE_REQUEST_ID };
  const { feedback } = store.state.content;
  const same = feedback.find((f) => f.memberId === member.id && f.requestId === requestId);
  if (same) return { ok: true, value: { id: same.id, createdAt: same.createdAt } };
  const type = str(body.type);
  if (!(FEEDBACK_TYPES as readonly string[]).includes(type)) return { ok: false, message: MESSAGE_FEEDBACK_TYPE };
  const content = str(body.content);
  const words = countWords(content);
  if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS) return { ok: false, message: MESSAGE_FEEDBACK_LENGTH };
  const entry: SandboxFeedback = { id: String(5001 + feedback.length), memberId: member.id, requestId, type, content, createdAt: store.now() };
  feedback.push(entry);
  return { ok: true, value: { id: entry.id, createdAt: entry.createdAt } };
}
