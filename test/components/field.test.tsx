import { useState, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CheckboxField, FormError, PasswordField, TextField } from "../../src/components/form/field.tsx";
import { renderUi } from "./render.tsx";

/** A form owner like a view: it keeps the value; the error comes from outside (the machine). */
function Username({ error, hint }: { error?: ReactNode; hint?: ReactNode }) {
  const [value, setValue] = useState("");
  return <TextField id="username" label="Username" value={value} onChange={setValue} autoComplete="username" error={error} hint={hint} required />;
}

describe("TextField", () => {
  it("is labelled, carries its autocomplete token and is not invalid without an error", async () => {
    await renderUi(<Username />);
    const input = screen.getByRole("textbox", { name: "Username" });
    expect(input).toHaveAttribute("autocomplete", "username");
    expect(input).toHaveAttribute("name", "username");
    expect(input).toHaveAttribute("aria-invalid", "false");
    expect(input).not.toHaveAttribute("aria-describedby");
    // Required for assistive technology, but no native validation bubble pre-empting the machine's message.
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("aria-required", "true");
    expect((input as HTMLInputElement).required).toBe(false);
  });

  it("has its error live region in the DOM before any error, so a later error is announced", async () => {
    const view = await renderUi(<Username />);
    const region = document.getElementById("username-error");
    expect(region).not.toBeNull();
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();

    view.rerender(<Username error="Username must be 6 to 12 letters or digits" />);
    // Same element (not a new node): screen readers announce text added to an existing live region.
    expect(document.getElementById("username-error")).toBe(region);
    expect(region).toHaveTextContent("Username must be 6 to 12 letters or digits");
  });

  it("associates the error with the input and keeps what was typed", async () => {
    const user = userEvent.setup();
    const view = await renderUi(<Username />);
    const input = screen.getByRole("textbox", { name: "Username" });
    await user.type(input, "ab");
    view.rerender(<Username error="Too short" />);
    expect(input).toHaveValue("ab");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-describedby", "username-error");
    expect(input).toHaveAccessibleDescription("Too short");
    // Typing on keeps the text and the error until the owner clears it.
    await user.type(input, "c");
    expect(input).toHaveValue("abc");
    view.rerender(<Username />);
    expect(input).toHaveAttribute("aria-invalid", "false");
    expect(document.getElementById("username-error")).toBeEmptyDOMElement();
  });

  it("is described by the error first, then the hint", async () => {
    const view = await renderUi(<Username hint="6 to 12 letters or digits" />);
    const input = screen.getByRole("textbox", { name: "Username" });
    expect(input).toHaveAccessibleDescription("6 to 12 letters or digits");
    view.rerender(<Username hint="6 to 12 letters or digits" error="Too short" />);
    expect(input).toHaveAttribute("aria-describedby", "username-error username-hint");
    expect(input).toHaveAccessibleDescription("Too short 6 to 12 letters or digits");
  });

  it("renders the leading and trailing slots inside the field and passes the input attributes", async () => {
    const onChange = vi.fn();
    await renderUi(
      <TextField
        id="mobile"
        label="Mobile number"
        value=""
        onChange={onChange}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={11}
        leading={<button type="button">+55</button>}
        trailing={<button type="button">Send code</button>}
      />,
    );
    const input = screen.getByRole("textbox", { name: "Mobile number" });
    expect(input).toHaveAttribute("type", "tel");
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(input).toHaveAttribute("maxlength", "11");
    expect(input).toHaveAttribute("autocomplete", "tel-national");
    const box = input.parentElement!;
    expect(box).toContainElement(screen.getByRole("button", { name: "+55" }));
    expect(box).toContainElement(screen.getByRole("button", { name: "Send code" }));
    await userEvent.setup().type(input, "9");
    expect(onChange).toHaveBeenCalledWith("9");
  });

  it("can keep its label for assistive technology only", async () => {
    await renderUi(<TextField id="u" label="Username" labelHidden value="" onChange={() => {}} autoComplete="username" placeholder="Username" />);
    expect(screen.getByRole("textbox", { name: "Username" })).toBeInTheDocument();
    expect(document.querySelector("label")).toHaveClass("visually-hidden");
  });

  it("a disabled field cannot be edited", async () => {
    await renderUi(<TextField id="u" label="Username" value="demo" onChange={() => {}} autoComplete="username" disabled />);
    expect(screen.getByRole("textbox", { name: "Username" })).toBeDisabled();
  });
});

describe("PasswordField", () => {
  function Password({ error }: { error?: string }) {
    const [value, setValue] = useState("");
    return <PasswordField id="password" label="Password" value={value} onChange={setValue} autoComplete="current-password" error={error} />;
  }

  it("hides the password until the toggle is pressed, keeping focus and the text", async () => {
    const user = userEvent.setup();
    await renderUi(<Password />);
    const input = screen.getByLabelText("Password", { selector: "input" });
    expect(input).toHaveAttribute("type", "password");
    expect(input).toHaveAttribute("autocomplete", "current-password");
    await user.type(input, "Demo1234");

    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(toggle).toHaveAttribute("aria-controls", "password");
    await user.click(toggle);
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveValue("Demo1234");
    // A toggle button keeps one name; its state is aria-pressed.
    expect(screen.getByRole("button", { name: "Show password", pressed: true })).toBe(toggle);
    expect(toggle).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(input).toHaveAttribute("type", "password");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  it("announces its error like any field", async () => {
    const view = await renderUi(<Password />);
    view.rerender(<Password error="Wrong password" />);
    const input = screen.getByLabelText("Password", { selector: "input" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Wrong password");
    expect(document.getElementById("password-error")).toHaveAttribute("aria-live", "polite");
  });
});

describe("CheckboxField", () => {
  it("toggles from the box and from its label, and reports the new state", async () => {
    const user = userEvent.setup();
    function Agree({ error }: { error?: string }) {
      const [checked, setChecked] = useState(true);
      return (
        <CheckboxField
          id="agree"
          label={
            <>
              I agree to the <a href="/help#term">terms</a>
            </>
          }
          checked={checked}
          onChange={setChecked}
          error={checked ? undefined : error}
        />
      );
    }
    await renderUi(<Agree error="Please accept the terms" />);
    const box = screen.getByRole("checkbox", { name: "I agree to the terms" });
    expect(box).toBeChecked();
    expect(box).toHaveAttribute("aria-invalid", "false");
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Please accept the terms");
    expect(document.getElementById("agree-error")).toHaveAttribute("aria-live", "polite");
    await user.click(screen.getByText(/I agree to the/));
    expect(box).toBeChecked();
    expect(document.getElementById("agree-error")).toBeEmptyDOMElement();
  });
});

describe("FormError", () => {
  it("is an alert that is present while empty and shows the message when it comes", async () => {
    const view = await renderUi(<FormError />);
    const alert = screen.getByRole("alert");
    expect(alert).toBeEmptyDOMElement();
    view.rerender(<FormError message="The network is abnormal, please try again" />);
    expect(screen.getByRole("alert")).toBe(alert);
    expect(alert).toHaveTextContent("The network is abnormal, please try again");
  });
});
