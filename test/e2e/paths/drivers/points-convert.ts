import { convertPoints, CONVERT_FIELDS, type PointsConvertContext } from "../../../../machines/points-convert/points-convert.machine.ts";
import type { Conversion } from "../../../../machines/points-mall/points.types.ts";
import { MINIMUM_CONVERT, OPENING_POINTS, POINTS_PER_UNIT } from "../../../../src/sandbox/seed/points.ts";
import { pointsEndpoints } from "../../../../src/api/points-endpoints.ts";
import { CONVERT_LABEL as L } from "../../../drivers/points-labels.ts";
import { escaped, type Answer, type Check, type Op, type Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";

const CONVERT = pointsEndpoints.pointConvert.path;
/** The demo member of the sandbox (src/sandbox/seed/members.ts). */
const DEMO = { username: "demo", password: "Demo1234" };

/** A button by its exact name (a name alone matches any button whose name contains it: "Convert" and "Convert points"). */
const button = (name: string, within: Target): Target => ({ role: "button", name: new RegExp(`^${escaped(name)}$`), within });
const dialog: Target = { role: "dialog", name: L.title };
/** The dialog's content, marked with the machine's state value. */
const stepOf = (value: unknown): Target => ({ css: `[data-state='${JSON.stringify(value)}']`, within: dialog });
const form: Target = { css: "form", within: dialog };
/** A field by its label (the required mark after it; not the show-password button's). */
const field = (name: (typeof CONVERT_FIELDS)[number]): Target => ({ label: new RegExp(`^${escaped(L.fields[name])}\\s*\\*?$`), within: form });
const loginDialog: Target = { role: "dialog", name: L.logIn.dialog };

const ok = (value: unknown): Answer => ({ json: { success: true, value } });
/** The conversion in the platform's wire form (`MCS2_convertPoint`): the money in major units. */
const converted = (c: Conversion): Answer => ok({ convertId: c.convertId, points: c.points, amount: (c.amount / 100).toFixed(2), balance: c.balance });
const sessionEnded: Answer = { json: { success: false, message: "login.not.session" }, status: 401 };

/** The money a conversion gives, as the review computes it (minor units). */
const worth = (context: PointsConvertContext) => Math.round(((convertPoints(context.fields.points) ?? 0) / context.ratio) * 100);

/**
 * Converting points in the browser: the demo member is logged in (the platform's own login call, the token in the
 * tab's sessionStorage), opens the points mall (`/pointMall`) in English and presses Convert points; the mall's
 * balance and rules are the sandbox's (demo's 12,480 points, 100 points = 1.00, at least 1,000 at once: the paths'
 * input). The conversion is held and answered as each step says, in the platform's wire form of the sample (a
 * refusal is the sample's message); the session ends by a 401 on the conversion, and the player logs in again in the
 * popup it opens.
 */
export const pointsConvertDriver: BrowserDriver = {
  machineId: "pointsConvert",

  start(input) {
    const given = input.input as PointsConvertContext;
    if (given.balance !== OPENING_POINTS.demo || given.ratio !== POINTS_PER_UNIT || given.minimumConvert !== MINIMUM_CONVERT) {
      throw new Error(`the points convert driver opens the sandbox's demo (${OPENING_POINTS.demo} points, ${POINTS_PER_UNIT} a unit, at least ${MINIMUM_CONVERT}), not ${JSON.stringify(given)}`);
    }
    return {
      lang: "en",
      member: DEMO,
      hold: [CONVERT],
      url: "/pointMall",
      then: [{ do: "click", target: { role: "button", name: L.title } }],
      ready: [{ see: dialog }],
    };
  },

  perform(event, before): Op[] {
    const context = before.context as unknown as PointsConvertContext;
    const click = (name: string): Op[] => [{ do: "click", target: button(name, dialog) }];
    switch (event.type) {
      case "field.changed": {
        const target = field(event.field as (typeof CONVERT_FIELDS)[number]);
        const value = String(event.value);
        // The player types over what is there (typing the same again changes nothing a browser reports to the page).
        return value === "" || context.fields[event.field as (typeof CONVERT_FIELDS)[number]] !== value ? [{ do: "fill", target, value }] : [{ do: "fill", target, value: "" }, { do: "fill", target, value }];
      }
      case "convert.all":
        return click(L.all);
      case "convert.submitted":
        return click(L.convert);
      case "review.back":
      case "submit.back":
        return click(L.back);
      case "review.confirmed":
        return click(L.confirm);
      case "submit.retry":
        return click(L.tryAgain);
      case "xstate.done.actor.submitConvert":
        return [{ do: "answer", path: CONVERT, answer: converted(event.output as Conversion) }];
      case "xstate.error.actor.submitConvert": {
        const error = event.error as { code: string; serverMessage?: string };
        return [{ do: "answer", path: CONVERT, answer: error.code === "session.ended" ? sessionEnded : { json: { success: false, message: error.serverMessage ?? "refused" } } }];
      }
      case "session.resumed": {
        const login: Target = { role: "form", name: L.logIn.dialog, within: loginDialog };
        return [
          { do: "fill", target: { label: L.logIn.username, within: login }, value: DEMO.username },
          { do: "fill", target: { label: L.logIn.password, within: login }, value: DEMO.password },
          { do: "click", target: button(L.logIn.dialog, login) },
        ];
      }
    }
    throw new Error(`the points convert driver cannot perform ${event.type}`);
  },

  screen({ value, context: raw }: ModelState): Check[] {
    const context = raw as unknown as PointsConvertContext;
    const state = JSON.stringify(value);
    const step = stepOf(value);
    switch (state) {
      case '"form"':
        // What was typed stays in each field; the problems the machine found are next to their fields, and no others.
        return [
          { see: form },
          { notSee: loginDialog },
          ...CONVERT_FIELDS.flatMap((name): Check[] => {
            const error = context.errors[name];
            return [
              { attribute: "value", of: field(name), is: context.fields[name] },
              { attribute: "aria-invalid", of: field(name), is: String(error !== undefined) },
              ...(error ? [{ see: { text: L.fieldError(error, context.ratio, context.minimumConvert), within: form } } as Check] : []),
            ];
          }),
        ];
      case '"reviewing"':
      case '"submitting"': {
        // The review: the points and the money they become; Confirm and Back, both off while it is sent.
        const sending = state === '"submitting"' ? "" : null;
        return [
          { see: { text: L.questionFor(convertPoints(context.fields.points) ?? 0, worth(context)), within: step } },
          { notSee: form },
          { notSee: { role: "alert", within: dialog } },
          { attribute: "disabled", of: button(L.confirm, step), is: sending },
          { attribute: "disabled", of: button(L.back, step), is: sending },
          { notSee: loginDialog },
        ];
      }
      case '"submitFailed"': {
        const message = context.failure?.serverMessage ? L.refusal[context.failure.serverMessage] : undefined;
        return [
          { see: { role: "alert", within: step }, text: message ?? /\S/ },
          { see: button(L.tryAgain, step) },
          { see: button(L.back, step) },
          { notSee: button(L.confirm, step) },
        ];
      }
      case '"awaitingLogin"':
        // The conversion waits, as typed, under the login popup: nothing to press in it until the login.
        return [{ see: loginDialog }, { see: { role: "alert", within: step }, text: /\S/ }, { notSee: button(L.tryAgain, step) }, { notSee: button(L.confirm, step) }];
      case '"done"': {
        const conversion = context.conversion!;
        return [{ see: { testId: "convert-outcome", within: step }, text: L.outcome(conversion.points, conversion.amount) }, { see: button(L.close, step) }, { notSee: form }];
      }
    }
    throw new Error(`no screen check for ${state}`);
  },
};
