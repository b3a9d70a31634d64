import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { JoinField } from "./join.types.ts";

const typed = (field: JoinField, value: string, label: string): SampleEvent => ({ label, event: { type: "join.changed", field, value } });

export const joinInputs: SampleInput[] = [{ label: "A visitor opens /join", input: { requestPrefix: "visit" } }];

export const joinSamples: SampleEvent[] = [
  typed("name", "Ana Souza", "Visitor types the name Ana Souza"),
  typed("email", "ana@example.com", "Visitor types the e-mail ana@example.com"),
  typed("email", "ana.example.com", "Visitor types an e-mail without @"),
  typed("mobile", "11987654321", "Visitor types the mobile 11987654321"),
  typed("message", "I run a football channel.", "Visitor types a message"),
  { label: "Visitor presses Send application", event: { type: "join.submitted" } },
  { label: "Platform receives the application AF-000101", event: { type: "xstate.done.actor.submitApplication", output: { reference: "AF-000101", email: "ana@example.com", receivedAt: 1_767_600_000_000 } } },
  { label: "Platform refuses: an application from this e-mail is being reviewed", event: { type: "xstate.error.actor.submitApplication", error: { code: "platform.message", serverMessage: "affiliate.application.pending" } } },
  { label: "Sending fails (network)", event: { type: "xstate.error.actor.submitApplication", error: { code: "network.abnormal" } } },
  { label: "Visitor presses Send another application", event: { type: "join.again" } },
];
