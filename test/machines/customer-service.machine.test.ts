import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { customerServiceMachine } from "../../machines/customer-service/customer-service.machine.ts";

function start(resolve: () => Promise<string>) {
  const window = { open: vi.fn(), show: vi.fn(), close: vi.fn() };
  const machine = customerServiceMachine.provide({
    actors: { resolveLink: fromPromise(resolve) },
    actions: {
      openWindow: () => window.open(),
      showInWindow: (_, params) => window.show(params.url),
      closeWindow: () => window.close(),
    },
  });
  return { actor: createActor(machine).start(), window };
}

describe("customer service machine", () => {
  it("opens the popup synchronously on request, then points it at the decrypted link [SITE-14]", async () => {
    const { actor, window } = start(async () => "https://chat.example/live");
    actor.send({ type: "cs.requested" });
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe("resolving");
    await waitFor(actor, (s) => s.matches("idle"));
    expect(window.show).toHaveBeenCalledWith("https://chat.example/live");
    expect(window.close).not.toHaveBeenCalled();
  });

  it("closes the popup when the lookup fails, keeps the code, and can try again", async () => {
    let fail = true;
    const { actor, window } = start(async () => {
      if (fail) throw Object.assign(new Error("x"), { code: "platform.malformed" });
      return "https://chat.example/live";
    });
    actor.send({ type: "cs.requested" });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(window.close).toHaveBeenCalledTimes(1);
    expect(failed.context.failure).toEqual({ code: "platform.malformed" });
    fail = false;
    actor.send({ type: "cs.requested" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(window.open).toHaveBeenCalledTimes(2);
    expect(window.show).toHaveBeenCalledTimes(1);
  });

  it("dismissing the failure clears it", async () => {
    const { actor } = start(() => Promise.reject(new Error("no")));
    actor.send({ type: "cs.requested" });
    await waitFor(actor, (s) => s.matches("failed"));
    actor.send({ type: "cs.dismissed" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
