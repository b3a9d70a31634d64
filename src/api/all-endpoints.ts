import type * as v from "valibot";
import { endpoints } from "./endpoints.ts";
import { cashierEndpoints } from "./cashier-endpoints.ts";
import { recordsEndpoints } from "./records-endpoints.ts";
import { rewardEndpoints } from "./reward-endpoints.ts";
import { pointsEndpoints } from "./points-endpoints.ts";
import { agentEndpoints } from "./agent-endpoints.ts";
import { contentEndpoints } from "./content-endpoints.ts";
import { memberEndpoints } from "./member-endpoints.ts";

/**
 * Every platform call the product makes (SPEC §7, research §4): the core table and each area's, as one table keyed by
 * id. For the tests and the docs only: the site itself imports a table with the code that calls it, so an area's
 * rows and schemas load with the area.
 */
export const allEndpoints = { ...endpoints, ...cashierEndpoints, ...recordsEndpoints, ...rewardEndpoints, ...pointsEndpoints, ...agentEndpoints, ...contentEndpoints, ...memberEndpoints };

/** Id of any platform call, of any table. */
export type AnyEndpointId = keyof typeof allEndpoints;
/** Validated response value of any call. */
export type AnyResponseOf<K extends AnyEndpointId> = v.InferOutput<(typeof allEndpoints)[K]["schema"]>;
