/**
 * What the player reads in the points mall's Convert dialog (in English, the language of the points paths), shared by
 * its jsdom driver (points-convert.driver.tsx) and its browser driver (test/e2e/paths/drivers/points-convert.ts).
 */
import type { ConvertFieldError } from "../../machines/points-convert/points-convert.machine.ts";
import { formatMoney } from "../../src/views/cashier/money.ts";

/** An amount as the mall writes it for its English player (the shipped currency symbol). */
export const pointsMoney = (minor: number): string => formatMoney(minor, "en", "P");

export const CONVERT_LABEL = {
  /** The mall's button that opens the dialog, and the dialog's title. */
  title: "Convert points",
  /** The form's fields, by the machine's field names. */
  fields: { points: "Points to convert", paymentPassword: "Payment password" },
  all: "All",
  convert: "Convert",
  cancel: "Cancel",
  confirm: "Confirm",
  back: "Back",
  tryAgain: "Try again",
  close: "Close",
  /** The review's question, e.g. "Convert 1,000 points to P 10.00?". */
  question: /^Convert [\d,]+ points to P\s?[\d.,]+\?$/,
  /** The review's question for exactly these points and money. */
  questionFor: (points: number, minor: number) => `Convert ${points.toLocaleString("en")} points to ${pointsMoney(minor)}?`,
  /** What the dialog says once the points became balance. */
  outcome: (points: number, minor: number) => `${points.toLocaleString("en")} points converted: ${pointsMoney(minor)} added to your balance.`,
  /** The problems next to the fields (ratio and minimum as the dialog writes them). */
  fieldError: (error: ConvertFieldError, ratio: number, minimum: number): string =>
    ({
      "field.required": "Input cannot be empty",
      "points.invalid": "Type a whole number of points",
      "points.notMultiple": `Points are converted in steps of ${ratio.toLocaleString("en")}`,
      "points.belowMinimum": `At least ${minimum.toLocaleString("en")} points are converted at once`,
      "points.insufficient": "You do not have that many points",
      "paymentPassword.format": "The payment password is 6 digits",
      "paymentPassword.wrong": "The payment password is wrong",
    })[error],
  /** The platform's refusals the paths name, in the player's words. */
  refusal: { "points.balance.insufficient": "You do not have enough points for this quantity" } as Record<string, string | undefined>,
  /** The login popup a 401 opens (its form has the same name). */
  logIn: { dialog: "Log in", username: /^Username/, password: /^Password/ },
} as const;
