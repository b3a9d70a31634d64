/** What the authentication machines exchange with their ports, in the machines' own terms. */

/** The platform's answer to a successful login, registration or free play (tcg-protocol §4.3). */
export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  userName: string;
  customerType: number;
}

export type VerificationMethod = "SMS" | "EMAIL" | "PAYEE" | "GA" | "PASSWORD";

/** The platform asks for a second factor: login from an IP the account has not used (ADR 0008). */
export interface VerificationChallenge {
  ticket: string;
  methods: VerificationMethod[];
  mobileHint: string;
  emailHint: string;
}

export type LoginAnswer = { kind: "loggedIn"; value: LoginValue } | { kind: "verify"; challenge: VerificationChallenge };

export type LoginType = "username" | "sms" | "firebase" | "";

export interface LoginRequest {
  username: string;
  password: string;
  captcha: string | null;
  type: LoginType;
  countryDialingCode?: string;
  firebaseIdToken?: string;
  firebaseChannel?: string;
}

export type SocialProvider = "google" | "facebook";

/** How a finished sign-in flow hands over to the session: the login value (token already stored). */
export interface SignedIn {
  value: LoginValue;
  /** How the player got in; free play and SMS never force a password change. */
  via: "password" | "sms" | "social" | "register" | "recovery" | "freeplay";
  /** What "remember me" now keeps: a username, null when it was unticked, absent when unchanged. */
  remembered?: string | null;
  /** A forced password change was completed on the way in (the player then goes to '/'). */
  passwordChanged?: boolean;
}
