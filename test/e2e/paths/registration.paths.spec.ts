import { describePaths } from "./run-paths.ts";
import { BONUS_PROMPTS_OFF } from "./drivers/registration.ts";

// The bonus prompt's paths (REG-15) run through the real views in jsdom (test/paths/ui-paths.test.tsx).
describePaths("registration", { d8b77791: BONUS_PROMPTS_OFF, "2ac60ceb": BONUS_PROMPTS_OFF, "50fd305d": BONUS_PROMPTS_OFF, fa63f2cb: BONUS_PROMPTS_OFF });
