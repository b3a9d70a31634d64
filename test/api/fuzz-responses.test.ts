// @vitest-environment node
/**
 * Fuzzing the platform (issue 28): every endpoint of the table gets answers a real platform could send by mistake
 * — any JSON, envelopes with odd `success`/`value`/`message`/`errorCode`, bodies that are not JSON, any HTTP status
 * but 401 — through the client's one interpreter. Each answer must either pass the row's schema or become a
 * PlatformError whose failure (as the machines see it: `toFailure`) has a translated message for the player; never
 * another exception. The number of cases per endpoint group is reported.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { activateLocale, i18n } from "../../src/i18n/i18n.ts";
import { allEndpoints as endpoints } from "../../src/api/all-endpoints.ts";
import { interpretResponse } from "../../src/api/response.ts";
import { PlatformError } from "../../src/api/errors.ts";
import { toFailure } from "../../machines/shared/errors.ts";
import { errorMessages } from "../../src/i18n/messages.ts";

const rows = Object.values(endpoints);
/** Endpoint groups: the first two segments of the path (`/wps/session`, `/wps/relay`, …). */
const groupOf = (path: string) => path.split("/").slice(0, 3).join("/");
const counts = new Map<string, number>();
/** Answers that passed the row's schema (a value) and answers that became a failure, over all groups. */
const outcomes = { value: 0, failure: 0 };

const text = fc.oneof(fc.string(), fc.constantFrom("", "null", "{}", "[]", "<html>502 Bad Gateway</html>", '{"success":true}', "{\"success\":true,\"value\":"));
const envelope = fc.record(
  {
    success: fc.oneof(fc.boolean(), fc.constantFrom("true", 1, 0, null)),
    value: fc.oneof(fc.jsonValue(), fc.record({ game_url: fc.oneof(fc.webUrl(), fc.constantFrom("javascript:alert(1)", "data:text/html,x", "//evil.example", "/\\evil.example")) })),
    message: fc.oneof(fc.string(), fc.constant(null)),
    errorCode: fc.oneof(fc.constantFrom("GAME_ROUND_OPEN", "SESSION_EXPIRED", "", "E1001"), fc.constant(null)),
  },
  { requiredKeys: [] },
);
const body = fc.oneof({ weight: 3, arbitrary: envelope.map((e) => JSON.stringify(e)) }, { weight: 2, arbitrary: fc.jsonValue().map((j) => JSON.stringify(j)) }, { weight: 1, arbitrary: text });
const status = fc.oneof({ weight: 4, arbitrary: fc.constant(200) }, { weight: 1, arbitrary: fc.constantFrom(201, 204, 400, 403, 404, 429, 500, 502, 503, 504) });

beforeAll(async () => {
  await activateLocale("en");
});

afterAll(() => {
  const report = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([group, n]) => `${group}: ${n}`);
  console.info(`fuzz: ${[...counts.values()].reduce((a, b) => a + b, 0)} answers (${outcomes.value} values, ${outcomes.failure} failures), per endpoint group — ${report.join(", ")}`);
});

describe("odd platform answers, every endpoint", () => {
  it.each(rows.map((row) => [row.id, row] as const))("%s: a valid value or a failure the player can read, never another error", (_id, row) => {
    fc.assert(
      fc.property(status, body, (code, answer) => {
        try {
          interpretResponse(row, { status: code, text: answer });
          outcomes.value += 1;
        } catch (error) {
          expect(error).toBeInstanceOf(PlatformError);
          const failure = toFailure(error);
          expect(failure.code).not.toBe("unknown");
          expect(i18n._(errorMessages[failure.code])).not.toBe("");
          outcomes.failure += 1;
        }
        counts.set(groupOf(row.path), (counts.get(groupOf(row.path)) ?? 0) + 1);
      }),
      { numRuns: 150, seed: 28 },
    );
  });
});
