import { useSelector } from "@xstate/react";
import { useCallback } from "react";
import type { ActorRefFrom } from "xstate";
import type { BadgeCounts, badgesMachine } from "../../../machines/badges/badges.machine.ts";
import { useServices } from "../../app/services.tsx";
import * as css from "./badge.css.ts";

type BadgesRef = ActorRefFrom<typeof badgesMachine>;

/** The member's counts (unread messages, claimable rewards) while a member is signed in, else null (machines/badges). */
export function useBadgeCounts(): BadgeCounts | null {
  const { app } = useServices();
  const ref = useSelector(app, (s) => (s.children as Record<string, unknown>).badges as BadgesRef | undefined);
  return useSelector(ref ?? app, (s: unknown) => (ref ? ((s as ReturnType<BadgesRef["getSnapshot"]>).context.counts ?? null) : null));
}

/** Asks for the counts to be read again now (after a message was read or deleted, or a claim was credited). */
export function useBadgesRefresh(): () => void {
  const { app } = useServices();
  return useCallback(() => app.send({ type: "badges.refresh" }), [app]);
}

/**
 * A count next to a label: drawn only above 0. `label` is what a screen reader hears instead of the number
 * ("3 unread messages").
 */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span className={css.badge} aria-hidden="true" data-testid="count-badge">
        {count > 99 ? "99+" : count}
      </span>
      <span className={css.hidden}>{` (${label})`}</span>
    </>
  );
}
