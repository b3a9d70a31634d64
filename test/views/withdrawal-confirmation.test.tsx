/**
 * The withdrawal confirmation in the whole app (real app machine, client and views): the platform's payout list and
 * its answers are msw handlers each test controls.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { allEndpoints as endpoints } from "../../src/api/all-endpoints.ts";

const PAYOUTS_PATH = endpoints.paymentConfirmations.path;
const C2C_PATH = endpoints.processC2c.path;
const WITHDRAWALS_PATH = endpoints.withdrawals.path;
/** The member's withdrawal being paid out: while it is open the payouts are read (SITE-19). */
const openWithdrawal = { withdrawalId: "wd-1", amount: "50.00", received: "15.00", status: "PAYING", bankName: "Banco Sandbox", accountNumber: "******4321", createdAt: 1_700_000_000_000, awaitingConfirmation: true };
import { ServicesProvider } from "../../src/app/services.tsx";
import { useWithdrawalConfirmation } from "../../src/views/withdrawal-confirmation/use-withdrawal-confirmation.ts";
import { clockText, formatAmount } from "../../src/views/withdrawal-confirmation/withdrawal-confirmation-dialog.tsx";

const { store } = nodeSandbox;

interface WirePayout {
  payoutId: string;
  withdrawalId: string;
  amount: number | string;
  received: number | string;
  remaining: number | string;
  secondsLeft: number;
  status: "WAITING" | "FORCED";
}

const waiting: WirePayout = { payoutId: "po-1", withdrawalId: "wd-1", amount: "1234.5", received: 1500, remaining: 20, secondsLeft: 900, status: "WAITING" };

interface Platform {
  list: WirePayout[];
  /** Answers to the next C2C posts, in order (then CONFIRMED). */
  answers: (() => Response)[];
  checks: number;
  posted: Record<string, unknown>[];
}

function platform(list: WirePayout[] = []): Platform {
  const p: Platform = { list, answers: [], checks: 0, posted: [] };
  nodeSandbox.server.use(
    http.get(`*${WITHDRAWALS_PATH}`, () => HttpResponse.json({ success: true, value: { list: [openWithdrawal] } })),
    http.get(`*${PAYOUTS_PATH}`, () => {
      p.checks += 1;
      return HttpResponse.json({ success: true, value: { autoConfirmMinutes: 30, list: p.list } });
    }),
    http.post(`*${C2C_PATH}`, async ({ request }) => {
      p.posted.push((await request.json()) as Record<string, unknown>);
      const answer = p.answers.shift();
      if (answer) return answer();
      p.list = [];
      return HttpResponse.json({ success: true, value: { outcome: "CONFIRMED" } });
    }),
  );
  return p;
}

const outcome = (value: "CONFIRMED" | "IN_REVIEW" | "FORCED") => () => HttpResponse.json({ success: true, value: { outcome: value } });

function signIn(kind: "member" | "trial") {
  const demo = store.findMember("demo")!;
  const { id: _id, ...rest } = demo;
  const member = kind === "trial" ? store.addMember({ ...rest, account: "trial900", type: 4 }) : demo;
  sessionStorage.setItem("token", store.openSession(member.id));
}

async function app(kind: "member" | "trial" | "guest" = "member") {
  if (kind !== "guest") signIn(kind);
  const rendered = await renderApp("/vip");
  await screen.findByRole("navigation", { name: "Main" }, { timeout: 10_000 });
  return { ...rendered, user: userEvent.setup({ applyAccept: false }) };
}

const confirmDialog = () => screen.findByRole("dialog", { name: "Confirm your withdrawal payment" }, { timeout: 8000 });

beforeEach(() => localStorage.setItem("lang", "en"));

describe("withdrawal confirmation", () => {
  it("[WDC-01] [SITE-19] [SITE-20] a waiting payout opens after login with this part, what arrived so far and what remains; Received confirms it and the list is read again", async () => {
    const p = platform([waiting]);
    const { user } = await app();
    const dialog = await confirmDialog();
    const figures = within(dialog).getByTestId("payout-figures");
    expect(figures).toHaveTextContent("Received in this paymentP 1,234.50");
    expect(figures).toHaveTextContent("Received so farP 1,500.00");
    expect(figures).toHaveTextContent("Still to comeP 20.00");
    await user.click(within(dialog).getByRole("button", { name: "Received" }));
    const done = await screen.findByRole("dialog", { name: "Payment confirmed" });
    expect(p.posted).toEqual([{ payoutId: "po-1", action: "RECEIVED" }]);
    const checks = p.checks;
    await user.click(within(done).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(p.checks).toBe(checks + 1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("[WDC-01] [WDC-04] All received sends ALL_RECEIVED; the platform's answer that it settled the payout by force says the deposit is not refunded", async () => {
    const p = platform([waiting]);
    p.answers.push(outcome("FORCED"));
    const { user } = await app();
    await user.click(within(await confirmDialog()).getByRole("button", { name: "All received" }));
    const forced = await screen.findByRole("dialog", { name: "Payment settled by the platform" });
    expect(forced).toHaveTextContent("The deposit is not refunded.");
    expect(p.posted).toEqual([{ payoutId: "po-1", action: "ALL_RECEIVED" }]);
  });

  it("[WDC-04] a payout the platform settled by force is shown as such before any question", async () => {
    platform([{ ...waiting, payoutId: "po-0", status: "FORCED", secondsLeft: 0 }, waiting]);
    await app();
    const forced = await screen.findByRole("dialog", { name: "Payment settled by the platform" }, { timeout: 8000 });
    expect(within(forced).getByTestId("payout-outcome")).toHaveTextContent("The platform settled this payment as received. The deposit is not refunded.");
  });

  it("[WDC-03] [SITE-18] Not received asks for a proof: a pdf and a 6 MB jpg are refused next to the field, a png is previewed and sent as a data: URL; the payout goes to review", async () => {
    const p = platform([waiting]);
    p.answers.push(outcome("IN_REVIEW"));
    const { user } = await app();
    await user.click(within(await confirmDialog()).getByRole("button", { name: "Not received" }));
    const dialog = await screen.findByRole("dialog", { name: "Payment not received" });
    const input = within(dialog).getByLabelText("Proof image (png or jpg, at most 5 MB)");
    const send = within(dialog).getByRole("button", { name: "Send proof" });
    expect(send).toHaveAttribute("aria-disabled", "true");

    await user.upload(input, new File(["%PDF-1.4"], "statement.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(input).toHaveAccessibleDescription("This file is not a png or jpg image. Choose a png or jpg."));
    expect(within(dialog).queryByTestId("proof-preview")).toBeNull();

    await user.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], "photo.jpg", { type: "image/jpeg" }));
    await waitFor(() => expect(input).toHaveAccessibleDescription("This image is larger than 5 MB. Choose a smaller one."));

    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], "transfer.png", { type: "image/png" }));
    const preview = await within(dialog).findByRole("img", { name: "Preview of transfer.png" });
    expect(preview.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(input).not.toHaveAttribute("aria-invalid");
    await user.click(within(dialog).getByRole("button", { name: "Send proof" }));
    const review = await screen.findByRole("dialog", { name: "Proof sent" });
    expect(review).toHaveTextContent("The payment is under review.");
    expect(p.posted).toEqual([{ payoutId: "po-1", action: "NOT_RECEIVED", proofImage: preview.getAttribute("src") }]);
  });

  it("[WDC-03] [SITE-01] a proof that fails to reach the platform says so and keeps the image: Try again sends the same proof", async () => {
    const p = platform([waiting]);
    p.answers.push(() => HttpResponse.error(), outcome("IN_REVIEW"));
    const { user } = await app();
    await user.click(within(await confirmDialog()).getByRole("button", { name: "Not received" }));
    const dialog = await screen.findByRole("dialog", { name: "Payment not received" });
    await user.upload(within(dialog).getByLabelText("Proof image (png or jpg, at most 5 MB)"), new File([new Uint8Array([255, 216, 255])], "photo.jpg", { type: "image/jpeg" }));
    const preview = await within(dialog).findByTestId("proof-preview");
    await user.click(within(dialog).getByRole("button", { name: "Send proof" }));
    await waitFor(() => expect(within(dialog).getAllByRole("alert").some((a) => /The proof was not sent/.test(a.textContent ?? ""))).toBe(true));
    expect(within(dialog).getByTestId("proof-preview")).toHaveAttribute("src", preview.getAttribute("src"));
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    await screen.findByRole("dialog", { name: "Proof sent" });
    expect(p.posted).toHaveLength(2);
    expect(p.posted[1]).toEqual(p.posted[0]);
  });

  it("[WDC-03] Back from the proof step returns to the three answers", async () => {
    platform([waiting]);
    const { user } = await app();
    await user.click(within(await confirmDialog()).getByRole("button", { name: "Not received" }));
    const dialog = await screen.findByRole("dialog", { name: "Payment not received" });
    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(await confirmDialog()).getByRole("button", { name: "Received" })).toBeInTheDocument();
  });

  it("[WDC-02] the countdown shows the time left; when the platform's seconds run out the payout counts as received", async () => {
    platform([{ ...waiting, secondsLeft: 2 }]);
    await app();
    const dialog = await confirmDialog();
    const timer = within(dialog).getByRole("timer");
    expect(timer.textContent).toMatch(/^0:0[12]$/);
    const auto = await screen.findByRole("dialog", { name: "Payment counted as received" }, { timeout: 10_000 });
    expect(auto).toHaveTextContent("The time to answer has run out: this payment counts as received.");
  });

  it("[WDC-02] the countdown runs on through the proof step and back: it does not restart", async () => {
    platform([waiting]);
    const { user } = await app();
    const dialog = await confirmDialog();
    expect(within(dialog).getByRole("timer")).toHaveTextContent(/^1[45]:\d\d$/);
    const realNow = Date.now.bind(Date);
    const later = vi.spyOn(Date, "now").mockImplementation(() => realNow() + 120_000);
    try {
      await user.click(within(dialog).getByRole("button", { name: "Not received" }));
      const proof = await screen.findByRole("dialog", { name: "Payment not received" });
      await waitFor(() => expect(within(proof).getByRole("timer")).toHaveTextContent(/^1[23]:\d\d$/));
      await user.click(within(proof).getByRole("button", { name: "Back" }));
      await waitFor(async () => expect(within(await confirmDialog()).getByRole("timer")).toHaveTextContent(/^1[23]:\d\d$/));
    } finally {
      later.mockRestore();
    }
  });

  it("[WDC-02] the countdown reads minutes and seconds (hours when needed)", () => {
    expect(clockText(900)).toBe("15:00");
    expect(clockText(61.2)).toBe("1:02");
    expect(clockText(3723)).toBe("1:02:03");
    expect(clockText(-4)).toBe("0:00");
    expect(formatAmount("en", 123450, "P")).toBe("P 1,234.50");
    expect(formatAmount("pt", 123450, "R$")).toBe("R$ 1.234,50");
  });

  it("[SITE-19] [SITE-01] a check that fails says so without a modal; Try again reads the list again", async () => {
    const p = platform([waiting]);
    nodeSandbox.server.use(http.get(`*${PAYOUTS_PATH}`, () => HttpResponse.error(), { once: true }));
    const { user } = await app();
    const notice = await screen.findByTestId("payouts-check-failed", undefined, { timeout: 8000 });
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(within(notice).getByRole("button", { name: "Try again" }));
    await confirmDialog();
    expect(p.checks).toBe(1);
  });

  it("[SITE-01] a check that fails while a modal is open (the member centre) shows its notice inside that modal, so it can be pressed", async () => {
    const p = platform([waiting]);
    // A modal makes everything outside it inert: a notice outside could be read but not pressed.
    const modal = document.createElement("dialog");
    modal.setAttribute("aria-modal", "true");
    document.body.append(modal);
    modal.showModal();
    try {
      nodeSandbox.server.use(http.get(`*${PAYOUTS_PATH}`, () => HttpResponse.error(), { once: true }));
      const { user } = await app();
      const notice = await screen.findByTestId("payouts-check-failed", undefined, { timeout: 8000 });
      expect(modal).toContainElement(notice);
      await user.click(within(notice).getByRole("button", { name: "Try again" }));
      await confirmDialog();
      expect(p.checks).toBe(1);
    } finally {
      modal.remove();
    }
  });

  it("[SITE-19] closing the dialog leaves the payout waiting; the withdrawals list's check opens it again", async () => {
    const p = platform([waiting]);
    const { user, services } = await app();
    await user.click(within(await confirmDialog()).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    function WithdrawalsList() {
      const { check } = useWithdrawalConfirmation();
      return (
        <button type="button" onClick={check}>
          Check my withdrawals
        </button>
      );
    }
    const list = render(
      <ServicesProvider services={services}>
        <WithdrawalsList />
      </ServicesProvider>,
    );
    await user.click(within(list.container).getByRole("button", { name: "Check my withdrawals" }));
    await confirmDialog();
    expect(p.checks).toBe(2);
  });

  it("[SITE-19] a guest and a trial account never ask for payouts; a member asks once after the login", async () => {
    for (const kind of ["guest", "trial", "member"] as const) {
      const p = platform([]);
      const { services, unmount } = await app(kind);
      await waitFor(() => expect(services.app.getSnapshot().context.viewer).toBe(kind));
      if (kind === "member") await waitFor(() => expect(p.checks).toBe(1));
      else {
        await new Promise((r) => setTimeout(r, 300));
        expect(p.checks).toBe(0);
        expect(services.app.getSnapshot().matches({ payouts: "off" })).toBe(true);
        expect(services.app.getSnapshot().context.withdrawalConfirmation).toBeNull();
      }
      services.app.stop();
      unmount();
      sessionStorage.clear();
      nodeSandbox.server.resetHandlers();
    }
  });
});
