import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { Conversion } from "../points-mall/points.types.ts";
import type { PointsConvertInput } from "./points-convert.machine.ts";

const conversion: Conversion = { convertId: "CV000001", points: 1000, amount: 10, balance: 11480 };

const field = (name: string, value: string, label: string): SampleEvent => ({ label, event: { type: "field.changed", field: name, value } });

export const pointsConvertInputs: SampleInput[] = [
  { label: "A member with 12,480 points (100 points = 1.00, at least 1,000 at once) opens Convert", input: { balance: 12480, ratio: 100, minimumConvert: 1000, requestPrefix: "cv-4f1a" } satisfies PointsConvertInput },
];

export const pointsConvertSamples: SampleEvent[] = [
  field("points", "1000", "Player types 1,000 points"),
  field("points", "150", "Player types 150 (not a multiple of 100)"),
  field("points", "500", "Player types 500 (below the minimum)"),
  field("points", "20000", "Player types 20,000 (more than the balance)"),
  field("points", "", "Player clears the points"),
  { label: "Player presses All", event: { type: "convert.all" } },
  field("paymentPassword", "135790", "Player types the payment password"),
  field("paymentPassword", "12", "Player types 12 as the payment password"),
  { label: "Player presses Convert", event: { type: "convert.submitted" } },
  { label: "Player goes back from the review", event: { type: "review.back" } },
  { label: "Player confirms the conversion", event: { type: "review.confirmed" } },
  { label: "Platform converts the points", event: { type: "xstate.done.actor.submitConvert", output: conversion } },
  { label: "Platform refuses the payment password", event: { type: "xstate.error.actor.submitConvert", error: { code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" } } },
  { label: "Platform refuses: not enough points", event: { type: "xstate.error.actor.submitConvert", error: { code: "platform.message", serverMessage: "points.balance.insufficient" } } },
  { label: "The session ends while the conversion is sent (401)", event: { type: "xstate.error.actor.submitConvert", error: { code: "session.ended" } } },
  { label: "Player presses Try again on the conversion", event: { type: "submit.retry" } },
  { label: "Player goes back to the form", event: { type: "submit.back" } },
  { label: "Player logs in again", event: { type: "session.resumed" } },
];
