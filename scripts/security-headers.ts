/**
 * Prints the security headers for a built site (its config.json and index.html), for an operator's server or CDN:
 *
 *   npx tsx scripts/security-headers.ts dist            # "Name: value" lines (a CDN's header rules, a _headers file)
 *   npx tsx scripts/security-headers.ts dist --nginx    # nginx `add_header … always;` lines
 *   add --https for HSTS (only on a site served over https)
 *
 * The same headers `npm start` sends (src/config/security-headers.ts, scripts/vite/security-headers.ts). Run it again
 * after every build (the hashes of the loading screen's style and the start-up script), after scripts/warm-start.ts, and
 * after every change to config.json's platform, imageCdn or security.
 */
import { builtSiteHeaders } from "./vite/security-headers.ts";

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith("--")) ?? "dist";
const headers = await builtSiteHeaders(dir, { https: args.includes("--https") });
for (const [name, value] of Object.entries(headers)) {
  console.log(args.includes("--nginx") ? `add_header ${name} "${value.replace(/"/g, '\\"')}" always;` : `${name}: ${value}`);
}
