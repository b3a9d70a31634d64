/** Sample platform answers shared by the sign-in machines' path samples. */
import type { LoginValue, VerificationChallenge } from "./types.ts";

export const loginValue: LoginValue = { token: "sbx-token-1", firstTimeLogin: false, passwordExpired: false, userName: "demo", customerType: 0 };
/** A new member's first login (the platform sets firstTimeLogin): a password change is forced (SPEC §4). */
export const firstLoginValue: LoginValue = { ...loginValue, userName: "newbie", firstTimeLogin: true };
export const expiredLoginValue: LoginValue = { ...loginValue, userName: "expired", passwordExpired: true };
export const challenge: VerificationChallenge = {
  ticket: "ticket-1",
  methods: ["SMS", "EMAIL", "PAYEE", "GA", "PASSWORD"],
  mobileHint: "•••• 4321",
  emailHint: "t•••@example.com",
};
export const platformMessage = (serverMessage: string) => ({ code: "platform.message", serverMessage });
export const networkDown = { code: "network.abnormal" };
