import { assign } from "xstate";
import { toFailure } from "../shared/errors.ts";

/**
 * The captcha image states shared by the login and registration forms: fetch an image (single use), show it, let the
 * player ask for a new one at most once a second (delay `captchaThrottle`), or retry after a failed fetch. The
 * machine's context holds `captchaImage` and `captchaFailure`; `machineId` anchors the refresh target.
 */
export function captchaImageStates(machineId: string, loadedSpec: string) {
  return {
    loading: {
      description: "A captcha image is being fetched.",
      invoke: {
        id: "fetchCaptcha",
        src: "fetchCaptcha",
        onDone: {
          target: "shown",
          actions: assign({ captchaImage: ({ event }: { event: { output: string } }) => event.output, captchaFailure: null } as never) as never,
          meta: { spec: loadedSpec },
        },
        onError: {
          target: "failed",
          actions: assign({ captchaFailure: ({ event }: { event: { error: unknown } }) => toFailure(event.error) } as never) as never,
          meta: { spec: "ERR-10 SITE-01" },
        },
      },
    },
    shown: {
      description: "The captcha image is shown.",
      initial: "cooling",
      states: {
        cooling: {
          description: "A new image arrived less than a second ago; refresh waits.",
          after: { captchaThrottle: { target: "ready", meta: { spec: "LOGIN-19 CONST-01" } } },
        },
        ready: {
          description: "The player may ask for a new image.",
          on: { "captcha.refresh": { target: `#${machineId}.form.captcha.loading`, meta: { spec: "LOGIN-19" } } },
        },
      },
    },
    failed: {
      description: "The captcha image could not be loaded; the player can try again.",
      on: { "captcha.refresh": { target: "loading", meta: { spec: "SITE-01" } } },
    },
  } as const;
}
