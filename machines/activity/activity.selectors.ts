import type { SnapshotFrom } from "xstate";
import type { activityMachine } from "./activity.machine.ts";
import { REMARK_MAX_CHARS, remarkLength } from "./activity.types.ts";

type ActivitySnapshot = SnapshotFrom<typeof activityMachine>;

/** What the activity panel shows: the state, the action on offer, the form and whether something is on its way. */
export function selectActivity(snapshot: ActivitySnapshot) {
  const { context } = snapshot;
  const busy = snapshot.matches("joining") || snapshot.matches("sending") || snapshot.matches("claiming") || snapshot.matches("opening");
  return {
    state: typeof snapshot.value === "string" ? snapshot.value : "loading",
    promotion: context.promotion,
    failure: context.failure,
    busy,
    canJoin: snapshot.can({ type: "activity.join" }),
    canClaim: snapshot.can({ type: "activity.claim" }),
    canRefresh: snapshot.can({ type: "activity.refresh" }),
    form: snapshot.matches("applicationForm") || snapshot.matches("sending") ? context.form : null,
    remarkLeft: REMARK_MAX_CHARS - remarkLength(context.form.remark),
    remarkProblem: context.remarkProblem,
    imagesProblem: context.imagesProblem,
    won: context.won,
  };
}
