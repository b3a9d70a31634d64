import { bootMachine } from "./boot/boot.machine.ts";
import { bootInputs, bootSamples } from "./boot/boot.samples.ts";
import { customerServiceMachine } from "./customer-service/customer-service.machine.ts";
import { customerServiceInputs, customerServiceSamples } from "./customer-service/customer-service.samples.ts";
import { defineEntry, type MachineEntry } from "./shared/registry-types.ts";

/**
 * Every machine of the product. Adding an entry here is the only step needed to get its statechart documents
 * (`npm run statecharts`), its machine-level path tests and its fuzzing (`npm run test:paths`).
 */
export const registry: readonly MachineEntry[] = [
  defineEntry({
    machine: bootMachine,
    summary:
      "What happens when the site opens. The first call asks the platform for the system status (sending the site's host). Maintenance replaces the whole site (and wins over an IP restriction); an IP or region restriction shows the visitor's IP and country; otherwise the site loads its country codes, game vendor lanes and help titles side by side, plus the member when a session token is stored. Every failed call waits for the player to press Try again. Once the site is shown, a language change reloads the language-dependent lists.",
    spec: ["§2 Route table (start-up status)", "§2 Header", "§2 Footer", "§1 Languages", "§4 Login state", "§8 Error catalogue"],
    inputs: bootInputs,
    samples: bootSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.hasSessionToken, snapshot.context.language]),
  }),
  defineEntry({
    machine: customerServiceMachine,
    summary:
      "Contact Us. Pressing it opens a 440 × 500 popup at once (browsers only allow popups opened by the click itself), looks up the encrypted live-chat link, decrypts it and shows it in the popup. If the lookup fails the popup closes and the player sees a message with Try again.",
    spec: ["§4 Customer service", "§8 Customer-service lookup failure", "§9 Support popup 440 x 500"],
    inputs: customerServiceInputs,
    samples: customerServiceSamples,
    serialize: (snapshot) => JSON.stringify(snapshot.value),
  }),
];
