import { describe, expect, it } from "vitest";
import { warmUpXState } from "../../src/app/xstate-warmup.ts";

describe("the XState warm-up", () => {
  it("runs its machine through a guarded transition with an action", () => {
    expect(warmUpXState()).toBe(1);
  });
});
