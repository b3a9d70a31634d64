import { waitFor } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyActorLogic, AnyActorRef } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { AppServices } from "../../src/app/services.tsx";
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

/** The services' loaders of an area's machines (`loadCashierMachines`, `loadAgentMachines`, …). */
type MachineLoader = { [K in keyof AppServices]: K extends `load${string}Machines` ? K : never }[keyof AppServices];
type MachinesOf<L extends MachineLoader> = Awaited<ReturnType<AppServices[L]>>;

/** The code's first arrival under load takes longer than a step. */
const FIRST = { timeout: 30_000 };

export interface OpenFollowed<L extends MachineLoader> {
  url: string;
  /** The sandbox member signed in at the start, or null for a guest. */
  member: string | null;
  /** The language the page is read in. */
  lang?: string;
  /** Which area's machines the page starts its actor from, and which of them is followed. */
  loader: L;
  machine: keyof MachinesOf<L> & string;
  /** The platform calls the path answers (built before, so their rules may read the followed actors). */
  calls: HeldCalls;
  actors?: AnyActorRef[];
  /** The machine as the page gets it (e.g. with a delay the path does not wait for). */
  adapt?: (logic: AnyActorLogic) => AnyActorLogic;
  /** Config overrides (testConfig). */
  overrides?: Record<string, unknown>;
  /** Waits for the page's first actor (false: the page starts it only later, e.g. from a dialog). */
  waitForActor?: boolean;
}

/**
 * The whole app at `url` for a sandbox member (or a guest), with every actor the page starts from one machine of an
 * area followed. The area's machines are loaded once, as the app loads them.
 */
export async function openFollowed<L extends MachineLoader>(options: OpenFollowed<L>): Promise<FollowedPage> {
  const { store } = nodeSandbox;
  localStorage.setItem("lang", options.lang ?? "en");
  if (options.member !== null) sessionStorage.setItem("token", store.openSession(store.findMember(options.member)!.id));
  const actors = options.actors ?? [];
  const adapt = options.adapt ?? ((logic) => logic);
  const app = await renderApp(options.url, options.overrides ?? {}, (services) => {
    const load = services[options.loader] as () => Promise<Record<string, AnyActorLogic>>;
    let loaded: Promise<Record<string, AnyActorLogic>> | undefined;
    (services as unknown as Record<string, unknown>)[options.loader] = () =>
      (loaded ??= load().then((machines) => ({ ...machines, [options.machine]: following(adapt(machines[options.machine]!), actors) })));
  });
  if (options.waitForActor !== false) await waitFor(() => expect(actors.length).toBeGreaterThan(0), FIRST);
  return { app, calls: options.calls, actors };
}

/** {@link openFollowed} for agent01 (the sandbox's agent) on a page of the agent centre. */
export const openAgentPage = (url: string, machine: OpenFollowed<"loadAgentMachines">["machine"], calls: HeldCalls): Promise<FollowedPage> =>
  openFollowed({ url, member: "agent01", loader: "loadAgentMachines", machine, calls });
