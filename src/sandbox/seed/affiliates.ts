/** Invitation (affiliate) codes the sandbox accepts; any other code is invalid. */
export interface AffiliateSeed {
  code: string;
  /** The agent account the code belongs to. */
  agent: string;
}

export const AFFILIATES: readonly AffiliateSeed[] = [
  { code: "AGENT01", agent: "agent01" },
  { code: "VIPTEAM", agent: "vipgold" },
];

/** The canonical code when `code` is valid (case-insensitive, trimmed), else null. */
export function findAffiliate(code: string): AffiliateSeed | null {
  const key = code.trim().toUpperCase();
  return AFFILIATES.find((a) => a.code === key) ?? null;
}
