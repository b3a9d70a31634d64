/**
 * The answer arbitraries of the platform fuzz (issue 28), shared by the unit fuzz (test/api/fuzz-machines.test.ts,
 * test/api/fuzz-submits.test.ts) and the seeded browser sample (test/e2e/fuzz-replay.spec.ts): a plan per call —
 * the platform's valid answer bent in odd but often still valid ways (empty or doubled lists, odd strings and
 * numbers, dropped keys, nulls), the same answer with a failure status, or anything at all (any JSON, envelopes with
 * odd fields, text that is not JSON) — and the answer a plan makes of a valid one.
 */
import fc from "fast-check";

// ---------------------------------------------------------------------------------------------------------------
// The answers: what the fake platform says for one path in one case.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One change to a valid answer: at the `at`-th node (depth first, modulo the node count). */
export type Op =
  | { kind: "emptyList"; at: number }
  | { kind: "doubleList"; at: number }
  | { kind: "string"; at: number; value: string }
  | { kind: "number"; at: number; value: number }
  | { kind: "null"; at: number }
  | { kind: "drop"; at: number }
  | { kind: "flip"; at: number };

/** A plan: bend the valid answer, send it with a failure status, or send anything at all. */
export type Plan = { kind: "bent"; ops: Op[] } | { kind: "status"; status: number } | { kind: "raw"; status: number; text: string };

export const oddString = fc.oneof(
  fc.constantFrom("", " ", "\u202e", "<img src=x onerror=alert(1)>", "javascript:alert(1)", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "null", "0", "-1", "1e309", "a".repeat(3000), "PENDING", "true"),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);
export const oddNumber = fc.constantFrom(0, -1, 1, 0.1, 1.005, -0.01, 1e21, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 99_999_999_999);
const at = fc.nat({ max: 10_000 });
export const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("emptyList" as const), at }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("doubleList" as const), at }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("string" as const), at, value: oddString }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("number" as const), at, value: oddNumber }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("null" as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("drop" as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("flip" as const), at }) },
);
export const rawText = fc.oneof(
  fc.jsonValue().map((j) => JSON.stringify(j)),
  fc
    .record(
      { success: fc.oneof(fc.boolean(), fc.constantFrom("true", 1, 0, null)), value: fc.jsonValue(), message: fc.oneof(fc.string(), fc.constant(null)), errorCode: fc.oneof(fc.constantFrom("E1001", ""), fc.constant(null)) },
      { requiredKeys: [] },
    )
    .map((e) => JSON.stringify(e)),
  fc.string(),
  fc.constantFrom("", "null", "{}", "[]", "<html>502 Bad Gateway</html>", '{"success":true}', '{"success":true,"value":'),
);
export const failureStatus = fc.constantFrom(400, 403, 404, 429, 500, 502, 503, 504);
export const plan: fc.Arbitrary<Plan> = fc.oneof(
  { weight: 8, arbitrary: fc.array(op, { minLength: 1, maxLength: 2 }).map((ops): Plan => ({ kind: "bent", ops })) },
  { weight: 1, arbitrary: failureStatus.map((status): Plan => ({ kind: "status", status })) },
  { weight: 2, arbitrary: fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constant(200) }, { weight: 1, arbitrary: failureStatus }), rawText).map(([status, text]): Plan => ({ kind: "raw", status, text })) },
);

/** Every node of a JSON value with a way to replace or remove it. */
export function nodes(root: Json): { value: Json; set(next: Json): void; drop(): void }[] {
  const out: { value: Json; set(next: Json): void; drop(): void }[] = [];
  const walk = (value: Json, set: (next: Json) => void, drop: () => void) => {
    out.push({ value, set, drop });
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, (next) => (value[i] = next), () => value.splice(i, 1)));
    } else if (value !== null && typeof value === "object") {
      for (const key of Object.keys(value)) walk(value[key]!, (next) => (value[key] = next), () => delete value[key]);
    }
  };
  const holder = { root };
  walk(root, (next) => (holder.root = next), () => undefined);
  return out;
}

/** The valid answer with the plan's changes (on `value` for an envelope, on the whole body otherwise). */
export function bend(text: string, ops: Op[]): string {
  const body = JSON.parse(text) as Json;
  const enveloped = body !== null && typeof body === "object" && !Array.isArray(body) && "success" in body && "value" in body;
  const holder = { value: (enveloped ? (body as { value: Json }).value : body) as Json };
  for (const change of ops) {
    // The root itself is node 0: `set` on it replaces the holder's value.
    const all = nodes(holder.value);
    all[0]!.set = (next) => (holder.value = next);
    /** Lists, strings and numbers keep their type (odd but often still valid); null, drop and flip break it. */
    const kinds: Record<Op["kind"], (v: Json) => boolean> = {
      emptyList: Array.isArray,
      doubleList: Array.isArray,
      string: (v) => typeof v === "string",
      number: (v) => typeof v === "number",
      null: () => true,
      drop: () => true,
      flip: () => true,
    };
    const fitting = all.filter((n) => kinds[change.kind](n.value));
    if (fitting.length === 0) continue;
    const node = fitting[change.at % fitting.length]!;
    const v = node.value;
    switch (change.kind) {
      case "emptyList":
        (v as Json[]).length = 0;
        break;
      case "doubleList":
        (v as Json[]).push(...(JSON.parse(JSON.stringify(v)) as Json[]));
        break;
      case "string":
      case "number":
        node.set(change.value);
        break;
      case "null":
        node.set(null);
        break;
      case "drop":
        node.drop();
        break;
      case "flip":
        node.set(typeof v === "boolean" ? !v : typeof v === "number" ? String(v) : typeof v === "string" ? Number(v) || 0 : v === null ? {} : typeof v === "object" ? "" : v);
        break;
    }
  }
  return JSON.stringify(enveloped ? { ...(body as object), value: holder.value } : holder.value);
}


/** The answer a plan makes of the valid answer `valid` (a JSON text). */
export function planAnswer(valid: string, planned: Plan): { status: number; text: string } {
  if (planned.kind === "status") return { status: planned.status, text: valid };
  if (planned.kind === "raw") return { status: planned.status, text: planned.text };
  return { status: 200, text: bend(valid, planned.ops) };
}

/**
 * A fetch over the sandbox (msw) that keeps the first 200 answer of each path in `recorded` (the valid answers the
 * fuzz bends) and counts the calls still in flight in `log.pending` (so a run knows when the machine has settled).
 */
export function recordingFetch(recorded: Map<string, string>, log: { pending: number }): typeof fetch {
  return async (input, init) => {
    log.pending += 1;
    try {
      const response = await globalThis.fetch(input, init);
      const text = await response.text();
      const path = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url).pathname;
      if (response.status === 200 && !recorded.has(path)) recorded.set(path, text);
      return new Response(text, { status: response.status, headers: response.headers });
    } finally {
      log.pending -= 1;
    }
  };
}
