import { useSelector } from "@xstate/react";
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from "xstate";
import { useServices } from "../../app/services.tsx";
import type { sessionMachine } from "../../../machines/session/session.machine.ts";

/** Compares two plain view models by value, so a selector's new object with the same content does not re-render. */
export const sameValue = <T,>(a: T, b: T): boolean => JSON.stringify(a) === JSON.stringify(b);

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Reads a projection of the session machine's snapshot. */
export function useSession<T>(select: (snapshot: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  const { auth } = useServices();
  return useSelector(auth, select, compare);
}

/** The session actor, for sending events. */
export function useSessionActor(): ActorRefFrom<typeof sessionMachine> {
  return useServices().auth;
}

/** A child actor of `parent` by its invoke id, if it is running. */
export function useChild<TRef extends AnyActorRef>(parent: AnyActorRef | undefined, id: string): TRef | undefined {
  const noop = useServices().auth;
  return useSelector(parent ?? noop, (snapshot: { children?: Record<string, AnyActorRef | undefined> }) =>
    parent ? (snapshot.children?.[id] as TRef | undefined) : undefined,
  );
}
