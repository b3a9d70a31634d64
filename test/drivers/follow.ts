import type { AnyActorLogic, AnyActorRef } from "xstate";

/**
 * The same logic, recording every actor started from it (newest last), also through `.provide()`: a UI driver reads
 * the state of the actor a page or a dialog starts with `useActorRef`, so the views need no test hook.
 */
export function following<T extends AnyActorLogic>(logic: T, actors: AnyActorRef[]): T {
  const wrapped = Object.create(logic) as T & { provide?: (implementations: unknown) => T };
  wrapped.getInitialSnapshot = (scope, input) => {
    actors.push(scope.self);
    return logic.getInitialSnapshot(scope, input);
  };
  const provide = (logic as { provide?: (implementations: unknown) => T }).provide;
  if (provide) wrapped.provide = (implementations: unknown) => following(provide.call(logic, implementations), actors);
  return wrapped;
}
