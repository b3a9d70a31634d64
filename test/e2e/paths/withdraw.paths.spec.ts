import { noAccountReason as noAccount, noFieldReason as noField } from "./drivers/withdraw.ts";
import { describePaths } from "./run-paths.ts";

describePaths(
  "withdraw",
  {
    "966ee83a": noField("loginPassword", "form"),
    f2b0b53a: noField("loginPassword", "form"),
    eb942f1d: noField("loginPassword", "form"),
    "43b536cc": noField("loginPassword", "addingCard"),
    f8b985a9: noField("loginPassword", "form"),
    d7b6054b: noField("loginPassword", "addingCard"),
    e059a3e0: noField("loginPassword", "form"),
    c327bb81: noField("loginPassword", "form"),
    "068aee1f": noField("loginPassword", "form"),
    b8a1016f: noAccount("card-1"),
    "1c5a9fa5": noField("loginPassword", "form"),
    a5d116c3: noField("loginPassword", "addingCard"),
    b429ba87: noField("loginPassword", "addingCard"),
  },
  // Its paths cover every transition pair (replayed, and run through the views in jsdom); the browser runs the fewest
  // that take every transition, and checks every screen they reach with axe (issue 27: axe clean on every step).
  { cover: "transitions", axe: true },
);
