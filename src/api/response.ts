import * as v from "valibot";
import type { EndpointDef } from "./endpoints.ts";
import { envelopeSchema } from "./schemas.ts";
import { PlatformError } from "./errors.ts";
import { hasUnsafeAddressIssue } from "./launch-address.ts";

/** Status and text body of one HTTP exchange. */
export interface RawResponse {
  status: number;
  text: string;
}

const NOT_JSON = Symbol("not-json");

function parseJson(text: string): unknown {
  if (!text.trim()) return NOT_JSON;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

export function issuePaths(issues: readonly v.BaseIssue<unknown>[], root: string): string[] {
  const paths = issues.map((issue) => {
    const path = v.getDotPath(issue);
    if (!path) return root;
    return root ? `${root}.${path}` : path;
  });
  return [...new Set(paths)];
}

/** A value that does not match: `platform.unsafeAddress` for a refused launch address (launch-address.ts), else `platform.malformed`. */
function validate(row: EndpointDef, schema: v.GenericSchema, input: unknown, root: string, status: number): unknown {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new PlatformError(hasUnsafeAddressIssue(result.issues) ? "platform.unsafeAddress" : "platform.malformed", {
    endpoint: row.id,
    status,
    issues: issuePaths(result.issues, root),
  });
}

/**
 * The validated `value` of a `success:false` answer: a value that does not match the row's failure schema is a typed
 * error (as {@link validate}), never the raw value; a row without a failure schema keeps no value.
 */
export function failureValue(row: EndpointDef, value: unknown, status: number): unknown {
  return value != null && row.failure ? validate(row, row.failure, value, "value", status) : undefined;
}

function interpretEnvelope(row: EndpointDef, status: number, json: unknown): unknown {
  const ok = status >= 200 && status < 300;
  const envelope = v.safeParse(envelopeSchema, json);
  if (!envelope.success) {
    if (!ok) throw new PlatformError("network.abnormal", { endpoint: row.id, status });
    throw new PlatformError("platform.malformed", { endpoint: row.id, status, issues: issuePaths(envelope.issues, "") });
  }
  const { success, value, message, errorCode } = envelope.output;
  if (!success || !ok) {
    throw new PlatformError("platform.message", {
      endpoint: row.id,
      status,
      serverMessage: message ?? errorCode ?? undefined,
      errorCode: errorCode ?? undefined,
      value: failureValue(row, value, status),
    });
  }
  return validate(row, row.schema, value, "value", status);
}

function interpretBare(row: EndpointDef, status: number, json: unknown): unknown {
  if (status < 200 || status >= 300) {
    const message = typeof json === "object" && json !== null && "message" in json ? json.message : undefined;
    if (typeof message === "string" && message) {
      throw new PlatformError("platform.message", { endpoint: row.id, status, serverMessage: message });
    }
    throw new PlatformError("network.abnormal", { endpoint: row.id, status });
  }
  return validate(row, row.schema, json, "", status);
}

function interpretText(row: EndpointDef, { status, text }: RawResponse): unknown {
  if (status < 200 || status >= 300) throw new PlatformError("platform.message", { endpoint: row.id, status });
  return validate(row, row.schema, text, "", status);
}

/** Turns an HTTP answer (other than 401) into the row's validated value, or throws a PlatformError. */
export function interpretResponse(row: EndpointDef, raw: RawResponse): unknown {
  if (row.envelope === "text") return interpretText(row, raw);
  const json = parseJson(raw.text);
  if (json === NOT_JSON) {
    const ok = raw.status >= 200 && raw.status < 300;
    if (!ok) throw new PlatformError("network.abnormal", { endpoint: row.id, status: raw.status });
    throw new PlatformError("platform.malformed", { endpoint: row.id, status: raw.status, issues: ["(body is not JSON)"] });
  }
  return row.envelope ? interpretEnvelope(row, raw.status, json) : interpretBare(row, raw.status, json);
}
