/**
 * Attaches a plain-language description to a guard (or any implementation) so the generated statechart
 * documents can say what it checks. The description lives on the runtime object the generator reads.
 */
export function described<F extends (...args: never[]) => unknown>(description: string, implementation: F): F & { description: string } {
  return Object.assign(implementation, { description });
}
