import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CaptchaImage } from "../../src/components/captcha/captcha-image.tsx";
import { renderUi } from "./render.tsx";

const SRC = "data:image/png;base64,iVBORw0KGgo=";

describe("CaptchaImage", () => {
  it("is a 'Refresh captcha' button holding the image at a fixed size", async () => {
    const onRefresh = vi.fn();
    await renderUi(<CaptchaImage src={SRC} loading={false} onRefresh={onRefresh} />);
    const button = screen.getByRole("button", { name: "Refresh captcha" });
    expect(button).toHaveAttribute("aria-disabled", "false");
    expect(button).toHaveStyle({ width: "100px", height: "40px" });
    const image = screen.getByAltText("Captcha image");
    expect(button).toContainElement(image);
    expect(image).toHaveAttribute("src", SRC);
    expect(image).toHaveAttribute("width", "100");
    expect(image).toHaveAttribute("height", "40");
    await userEvent.setup().click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it("while refresh is not allowed the button says so and does nothing, keeping focus", async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const view = await renderUi(<CaptchaImage src={SRC} loading={false} onRefresh={onRefresh} />);
    const button = screen.getByRole("button", { name: "Refresh captcha" });
    button.focus();
    await user.keyboard("{Enter}");
    view.rerender(<CaptchaImage src={SRC} loading={false} onRefresh={onRefresh} refreshDisabled />);
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it("loading: busy, not refreshable, same box; the previous image stays (dimmed) until the new one comes", async () => {
    const onRefresh = vi.fn();
    const view = await renderUi(<CaptchaImage src={null} loading onRefresh={onRefresh} width={120} height={48} />);
    const button = screen.getByRole("button", { name: "Refresh captcha" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveStyle({ width: "120px", height: "48px" });
    expect(screen.queryByAltText("Captcha image")).toBeNull();
    await userEvent.setup().click(button);
    expect(onRefresh).not.toHaveBeenCalled();
    view.rerender(<CaptchaImage src={SRC} loading onRefresh={onRefresh} width={120} height={48} />);
    expect(screen.getByAltText("Captcha image")).toBeInTheDocument();
    view.rerender(<CaptchaImage src={SRC} loading={false} onRefresh={onRefresh} width={120} height={48} />);
    expect(button).not.toHaveAttribute("aria-busy");
    expect(button).toHaveAttribute("aria-disabled", "false");
  });
});
