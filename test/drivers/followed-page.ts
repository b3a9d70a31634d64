import type { AnyActorRef } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { AgentMachines } from "../../src/app/services.tsx";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { following } from "./follow.ts";
import type { HeldCalls } from "./held-calls.ts";

/** A page rendered in the whole app whose own actors are followed (follow.ts), with the platform calls it holds. */
export interface FollowedPage {
  app: Awaited<ReturnType<typeof renderApp>>;
  calls: HeldCalls;
  actors: AnyActorRef[];
}

/** The serialised state of the newest followed actor of `machineId` (a driver's `machineState`). */
export const followedState =
  (machineId: string) =>
  (session: Pick<FollowedPage, "actors">): string => {
    const entry = registry.find((e) => e.machine.id === machineId)!;
    const actor = session.actors.at(-1);
    return actor ? entry.serialize(actor.getSnapshot() as never) : "(not running)";
  };

/** Stops the app, unmounts it and fails the calls still held (a driver's `stop`). */
export async function stopFollowed(session: Pick<FollowedPage, "app" | "calls">): Promise<void> {
  session.app.services.app.stop();
  session.app.unmount();
  session.calls.abandon();
}

/**
 * The whole app at `url`, signed in as agent01 (the sandbox's agent), in English, with every actor the agent centre
 * starts from its `machine` followed. The agent centre loads its machines once, on first use.
 */
export async function openAgentPage(url: string, machine: keyof AgentMachines, calls: HeldCalls): Promise<FollowedPage> {
  localStorage.setItem("lang", "en");
  sessionStorage.setItem("token", nodeSandbox.store.openSession(nodeSandbox.store.findMember("agent01")!.id));
  const actors: AnyActorRef[] = [];
  const app = await renderApp(url, {}, (services) => {
    const load = services.loadAgentMachines;
    let loaded: Promise<AgentMachines> | undefined;
    services.loadAgentMachines = () => (loaded ??= load().then((machines) => ({ ...machines, [machine]: following(machines[machine], actors) })));
  });
  return { app, calls, actors };
}
