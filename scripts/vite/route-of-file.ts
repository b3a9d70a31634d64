/** `src/routes/index[.]html.tsx?tsr-split=component` → `/index.html`; `src/routes/index.tsx…` → `/`; others → null. */
export function routeOfKey(key: string): string | null {
  const match = /^src\/routes\/(.+?)\.tsx?(\?.*)?$/.exec(key);
  if (!match?.[1] || match[1].startsWith("__")) return null;
  const segments = match[1].split("/").filter((s) => !s.startsWith("_"));
  if (segments.at(-1) === "index") segments.pop();
  return `/${segments.map((s) => s.replace(/\[([^\]]*)\]/g, "$1")).join("/")}`;
}
