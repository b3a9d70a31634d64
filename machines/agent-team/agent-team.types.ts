/** The agent centre's team management (issue 29 item 2; ADR 0012: amounts are integer minor units). */
import type { ContractKind } from "../agent-centre/agent-centre.types.ts";


/** One downline as the team page shows it. */
export interface Downline {
  userId: number;
  username: string;
  /** An agent (account types 1, 2, 41, 42) has downlines of its own; a member does not. */
  isAgent: boolean;
  balance: number;
  registeredAt: number;
  /** Never logged in: null. */
  lastLoginAt: number | null;
  frozen: boolean;
  /** 1 for the agent's direct downlines. */
  level: number;
  /** The downline's upline (the agent itself for level 1). */
  upline: string;
  /** Direct downlines of this one. */
  downlineCount: number;
  /** The downline's live contracts from its upline: kind, highest rate (basis points), active or waiting (OFR-10). */
  contracts?: readonly { contractId: string; kind: ContractKind; topRateBp: number; waiting: boolean }[];
}

/** One page of downlines as the platform pages them. */
export interface DownlinePage {
  rows: Downline[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** What the page asks the platform for: one level (the agent's own, or an opened agent's), or a search of the whole tree. */
export interface DownlineQuery {
  /** The opened agent whose direct downlines are listed; null for the agent's own. */
  parent: string | null;
  /** A username (or part of one) searched across the whole tree; null lists a level. */
  search: string | null;
  pageNo: number;
  pageSize: number;
}
