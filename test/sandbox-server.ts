import { createNodeSandbox } from "../src/sandbox/node.ts";

/** The one sandbox platform every vitest file talks to (msw/node), reset after each test. */
export const nodeSandbox = createNodeSandbox();
export const SANDBOX_ORIGIN = "http://sandbox.test";
