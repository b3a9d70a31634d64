import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

export const categoryMenuInputs: SampleInput[] = [{ label: "The header is shown", input: undefined }];

export const categoryMenuSamples: SampleEvent[] = [
  { label: "Pointer rests on the Live Casino tab", event: { type: "menu.hovered", category: "LIVE" } },
  { label: "Pointer moves to the Fishing tab", event: { type: "menu.hovered", category: "FISH" } },
  { label: "Pointer leaves the tab and its menu", event: { type: "menu.left" } },
  { label: "Enter, Space, Arrow Down or a first tap on the Live Casino tab", event: { type: "menu.opened", category: "LIVE" } },
  { label: "Escape, focus leaving or a link followed", event: { type: "menu.closed" } },
  { label: "Player highlights a vendor in the menu", event: { type: "vendor.highlighted", vendor: "DG" } },
  { label: "The pointer rested long enough (150 ms)", event: { type: "xstate.after.openDelay.categoryMenu.opening" } },
  { label: "The pointer stayed away long enough (250 ms)", event: { type: "xstate.after.closeDelay.categoryMenu.closing" } },
];
