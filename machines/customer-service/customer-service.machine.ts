import { assign, fromPromise, setup } from "xstate";
import { toFailure, type Failure } from "../shared/errors.ts";

export interface CustomerServiceContext {
  failure: Failure | null;
}

export type CustomerServiceEvent = { type: "cs.requested" } | { type: "cs.dismissed" };

export const customerServiceMachine = setup({
  types: {
    context: {} as CustomerServiceContext,
    events: {} as CustomerServiceEvent,
  },
  actors: {
    resolveLink: fromPromise<string>(() => Promise.reject(new Error("resolveLink is not provided"))),
  },
  actions: {
    openWindow: () => {},
    showInWindow: (_, _params: { url: string }) => {},
    closeWindow: () => {},
  },
}).createMachine({
  id: "customerService",
  description:
    "Contact Us: a 440 × 500 popup opens at once (so the browser allows it), the encrypted live-chat link is looked up and decrypted, and the popup is pointed at it; on failure the popup closes and the player is told.",
  context: { failure: null },
  initial: "idle",
  states: {
    idle: {
      description: "No customer-service request is open.",
      on: {
        "cs.requested": {
          target: "resolving",
          actions: ["openWindow", assign({ failure: null })],
          meta: { spec: "CS-02 CONST-04" },
        },
      },
    },
    resolving: {
      description: "The popup is open and blank while the live-chat link is looked up and decrypted.",
      invoke: {
        id: "resolveLink",
        src: "resolveLink",
        onDone: {
          target: "idle",
          actions: { type: "showInWindow", params: ({ event }) => ({ url: event.output }) },
          meta: { spec: "CS-02" },
        },
        onError: {
          target: "failed",
          actions: ["closeWindow", assign({ failure: ({ event }) => toFailure(event.error) })],
          meta: { spec: "ERR-08 CS-02" },
        },
      },
    },
    failed: {
      description: "The lookup failed and the popup was closed; the player sees a message and can try again.",
      on: {
        "cs.requested": {
          target: "resolving",
          actions: ["openWindow", assign({ failure: null })],
          meta: { spec: "CS-02" },
        },
        "cs.dismissed": {
          target: "idle",
          actions: assign({ failure: null }),
          meta: { spec: "ERR-08" },
        },
      },
    },
  },
});
