import { assign, createActor, setup } from "xstate";

/**
 * Runs a throwaway machine through XState's main paths (setup, guards, actions, a transition, a snapshot). The
 * browser compiles a library's functions the first time they are called: done here, in a task of its own, that
 * work is no longer part of evaluating the app's services, which build every machine as they load (src/main.tsx).
 * Returns the machine's final count, so that a test can see it ran.
 */
export function warmUpXState(): number {
  const machine = setup({
    types: { context: {} as { count: number }, events: {} as { type: "tick" } },
    guards: { below: ({ context }) => context.count < 1 },
    actions: { count: assign({ count: ({ context }) => context.count + 1 }) },
  }).createMachine({
    id: "warmUp",
    context: { count: 0 },
    initial: "idle",
    states: {
      idle: { on: { tick: [{ guard: "below", target: "done", actions: "count" }, { target: "done" }] } },
      done: { type: "final" },
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: "tick" });
  const count = actor.getSnapshot().context.count;
  actor.stop();
  return count;
}
