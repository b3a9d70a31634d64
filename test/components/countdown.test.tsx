import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SendCodeButton, countdownAnnouncement } from "../../src/components/countdown/countdown.tsx";
import { renderUi } from "./render.tsx";

function liveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error("no polite live region");
  return region;
}

describe("SendCodeButton", () => {
  it("idle: shows its label and sends", async () => {
    const onSend = vi.fn();
    await renderUi(<SendCodeButton secondsLeft={0} onSend={onSend} />);
    const button = screen.getByRole("button", { name: "Send code" });
    expect(button).toHaveAttribute("aria-disabled", "false");
    expect(screen.queryByRole("timer")).toBeNull();
    await userEvent.setup().click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it("while counting: 'Code sent (n)' in a timer that is not live, and the button cannot send [SMS-01] [SMS-02]", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const view = await renderUi(<SendCodeButton secondsLeft={0} onSend={onSend} label="Get code" />);
    const button = screen.getByRole("button", { name: "Get code" });
    view.rerender(<SendCodeButton secondsLeft={60} onSend={onSend} label="Get code" />);
    expect(button).toHaveTextContent("Code sent (60)");
    // One constant name while counting, so a focused button does not make a screen reader read every tick.
    expect(button).toHaveAccessibleName("Code sent");
    expect(button).toHaveAttribute("aria-disabled", "true");
    const timer = screen.getByRole("timer");
    expect(timer).toHaveAttribute("aria-live", "off");
    expect(timer).toHaveTextContent("Code sent (60)");
    await user.click(button);
    await user.keyboard("{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    view.rerender(<SendCodeButton secondsLeft={59} onSend={onSend} label="Get code" />);
    expect(screen.getByRole("timer")).toHaveTextContent("Code sent (59)");
  });

  it("keeps focus on the button when it becomes unusable, and is usable again at zero", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const view = await renderUi(<SendCodeButton secondsLeft={0} onSend={onSend} />);
    const button = screen.getByRole("button", { name: "Send code" });
    button.focus();
    await user.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledTimes(1);
    view.rerender(<SendCodeButton secondsLeft={0} onSend={onSend} busy />);
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("aria-busy", "true");
    view.rerender(<SendCodeButton secondsLeft={3} onSend={onSend} />);
    expect(button).toHaveFocus();
    view.rerender(<SendCodeButton secondsLeft={0} onSend={onSend} />);
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName("Send code");
    await user.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it("busy or disabled: cannot send", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const view = await renderUi(<SendCodeButton secondsLeft={0} onSend={onSend} busy />);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    view.rerender(<SendCodeButton secondsLeft={0} onSend={onSend} disabled />);
    expect(screen.getByRole("button", { name: "Send code" })).toHaveAttribute("aria-disabled", "true");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it("announces the start, 60, 30 and 10 seconds and the end — never every second", async () => {
    const view = await renderUi(<SendCodeButton secondsLeft={0} onSend={() => {}} />);
    const region = liveRegion();
    const heard: string[] = [];
    let last = region.textContent;
    for (let n = 120; n >= 0; n--) {
      view.rerender(<SendCodeButton secondsLeft={n} onSend={() => {}} />);
      if (region.textContent !== last) {
        last = region.textContent;
        heard.push(`${n}: ${last}`);
      }
    }
    expect(heard).toEqual([
      "120: Code sent. You can ask for a new code in 120 seconds.",
      "60: 60 seconds until you can ask for a new code.",
      "30: 30 seconds until you can ask for a new code.",
      "10: 10 seconds until you can ask for a new code.",
      "0: You can ask for a new code now.",
    ]);
    // The timer (not live) is the only thing that changes every second.
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("a second send after the end is announced again", async () => {
    const view = await renderUi(<SendCodeButton secondsLeft={0} onSend={() => {}} />);
    view.rerender(<SendCodeButton secondsLeft={1} onSend={() => {}} />);
    expect(liveRegion()).toHaveTextContent("Code sent. You can ask for a new code in 1 second.");
    view.rerender(<SendCodeButton secondsLeft={0} onSend={() => {}} />);
    expect(liveRegion()).toHaveTextContent("You can ask for a new code now.");
    view.rerender(<SendCodeButton secondsLeft={60} onSend={() => {}} />);
    expect(liveRegion()).toHaveTextContent("Code sent. You can ask for a new code in 60 seconds.");
  });

  it("mounting while already counting announces nothing until a milestone", async () => {
    const view = await renderUi(<SendCodeButton secondsLeft={42} onSend={() => {}} />);
    expect(liveRegion()).toBeEmptyDOMElement();
    view.rerender(<SendCodeButton secondsLeft={31} onSend={() => {}} />);
    expect(liveRegion()).toBeEmptyDOMElement();
    view.rerender(<SendCodeButton secondsLeft={30} onSend={() => {}} />);
    expect(liveRegion()).toHaveTextContent("30 seconds until you can ask for a new code.");
  });
});

describe("countdownAnnouncement", () => {
  it("says something only at the start, on crossing a milestone (even with skipped ticks) and at the end", () => {
    expect(countdownAnnouncement(0, 300)).toEqual({ kind: "started", seconds: 300 });
    expect(countdownAnnouncement(300, 299)).toBeNull();
    expect(countdownAnnouncement(61, 60)).toEqual({ kind: "left", seconds: 60 });
    expect(countdownAnnouncement(60, 59)).toBeNull();
    expect(countdownAnnouncement(32, 28)).toEqual({ kind: "left", seconds: 28 });
    expect(countdownAnnouncement(1, 0)).toEqual({ kind: "ready" });
    expect(countdownAnnouncement(0, 0)).toBeNull();
    expect(countdownAnnouncement(5, 60)).toEqual({ kind: "started", seconds: 60 });
    expect(countdownAnnouncement(21, 20, [20])).toEqual({ kind: "left", seconds: 20 });
  });
});
