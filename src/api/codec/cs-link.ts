import { PlatformError } from "../errors.ts";
import type { CustomerServicePath } from "../schemas.ts";

const KEY_LENGTH = 8;
const LIVE_CHAT_TYPE = "3";

function malformed(reason: string, cause?: unknown): PlatformError {
  return new PlatformError("platform.malformed", { endpoint: "customerService", issues: [reason], cause });
}

function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** Decrypts a customer-service path: Base64 DES-ECB-PKCS7 ciphertext followed by its 8-character key. */
export async function decryptCustomerServiceLink(path: string): Promise<string> {
  const trimmed = path.trim();
  if (trimmed.length <= KEY_LENGTH) throw malformed("path: too short");
  const { desDecryptBase64 } = await import("./des.ts");
  let link: string;
  try {
    link = desDecryptBase64(trimmed.slice(0, -KEY_LENGTH), trimmed.slice(-KEY_LENGTH)).trim();
  } catch (error) {
    throw malformed("path: cannot be decrypted", error);
  }
  if (!link) throw malformed("path: decrypts to nothing");
  if (!isHttpUrl(link)) throw malformed("path: not an http(s) link");
  return link;
}

/** The live-chat entry (type "3") of a customer-service path list. */
export function findLiveChatPath(pathList: readonly CustomerServicePath[]): CustomerServicePath | undefined {
  return pathList.find((entry) => entry.type === LIVE_CHAT_TYPE);
}
