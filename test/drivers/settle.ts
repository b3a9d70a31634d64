import { act } from "@testing-library/react";

/**
 * Lets React finish the work it has pending (the app's lazy parts that loaded meanwhile) in an awaited act scope
 * before a press: user-event presses in a synchronous one, and React warns when a component suspends inside it.
 */
export const settle = (): Promise<void> => act(async () => {});
