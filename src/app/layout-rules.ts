/** Which parts of the shell a route shows (SPEC §2 route table). */
export interface LayoutParts {
  header: boolean;
  footer: boolean;
  rightBar: boolean;
}

const WITHOUT_RIGHT_BAR = ["/rng", "/lottery", "/vnlottery", "/sealottery", "/seamless", "/game", "/pointmall"];
const WITHOUT_HEADER = ["/helpmc"];
const WITHOUT_FOOTER = ["/helpmc", "/game"];

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return (trimmed === "" ? "/" : trimmed).toLowerCase();
}

export function layoutFor(pathname: string): LayoutParts {
  const path = normalise(pathname);
  const header = !WITHOUT_HEADER.includes(path);
  return {
    header,
    footer: !WITHOUT_FOOTER.includes(path),
    rightBar: header && !WITHOUT_RIGHT_BAR.includes(path),
  };
}

/** Paths reachable without a session token when the login-to-home option is on (SPEC §2). */
export const PUBLIC_IN_LOGIN_TO_HOME = ["/login", "/register", "/register.html", "/helpmc", "/download"];

export function isReachableWithoutSession(pathname: string): boolean {
  const path = normalise(pathname);
  return PUBLIC_IN_LOGIN_TO_HOME.some((p) => p.toLowerCase() === path);
}
