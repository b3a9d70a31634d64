import type { AnyActorRef } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { renderApp } from "../render-app.tsx";
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
