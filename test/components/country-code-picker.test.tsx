import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CountryCodePicker, formatDialingCode, typeaheadMatch, type CountryEntry } from "../../src/components/country-code/country-code-picker.tsx";
import { renderUi } from "./render.tsx";

const COUNTRIES: CountryEntry[] = [
  { countryCode: "BD", countryDialingCode: "880", countryName: "Bangladesh" },
  { countryCode: "BR", countryDialingCode: "55", countryName: "Brazil" },
  { countryCode: "CN", countryDialingCode: "86", countryName: "China" },
  { countryCode: "ID", countryDialingCode: "62", countryName: "Indonesia" },
  { countryCode: "JP", countryDialingCode: "81", countryName: "Japan" },
  { countryCode: "PE", countryDialingCode: "51", countryName: "Peru" },
  { countryCode: "PH", countryDialingCode: "63", countryName: "Philippines" },
  { countryCode: "TH", countryDialingCode: "66", countryName: "Thailand" },
  { countryCode: "VN", countryDialingCode: "84", countryName: "Việt Nam" },
];

const flagUrl = (code: string) => `https://cdn.example/TCG_PROD_IMAGES/COUNTRY_FLAG/${code}.png`;

function Picker({ onChange = () => {}, initial = "55" }: { onChange?: (code: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <CountryCodePicker
        countries={COUNTRIES}
        value={value}
        onChange={(code) => {
          setValue(code);
          onChange(code);
        }}
        flagUrl={flagUrl}
        label="Country code"
      />
      <button type="button">Elsewhere</button>
    </div>
  );
}

function parts() {
  const combobox = screen.getByRole("combobox", { name: "Country code" });
  const listbox = document.getElementById(combobox.getAttribute("aria-controls") ?? "")!;
  const active = () => {
    const id = combobox.getAttribute("aria-activedescendant");
    return id ? document.getElementById(id)?.querySelector("span")?.textContent : null;
  };
  return { combobox, listbox, active };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("CountryCodePicker", () => {
  it("is a collapsed select-only combobox showing the selected flag and dialing code [COUNTRY-01]", async () => {
    await renderUi(<Picker />);
    const { combobox, listbox } = parts();
    expect(combobox).toHaveAttribute("aria-expanded", "false");
    expect(combobox).toHaveAttribute("aria-haspopup", "listbox");
    expect(combobox).toHaveAttribute("tabindex", "0");
    expect(combobox).not.toHaveAttribute("aria-activedescendant");
    expect(combobox).toHaveTextContent("Brazil+55");
    expect(listbox).toHaveAttribute("role", "listbox");
    expect(listbox).not.toBeVisible();
    const flag = combobox.querySelector("img")!;
    expect(flag).toHaveAttribute("src", flagUrl("BR"));
    expect(flag).toHaveAttribute("alt", "");
    expect(flag).toHaveAttribute("width", "24");
    expect(flag).toHaveAttribute("height", "16");
  });

  it("opens with ArrowDown on the selected option; arrows, Home and End move; Enter selects and closes", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderUi(<Picker onChange={onChange} />);
    const { combobox, listbox, active } = parts();
    combobox.focus();
    await user.keyboard("{ArrowDown}");
    expect(combobox).toHaveAttribute("aria-expanded", "true");
    expect(listbox).toBeVisible();
    expect(active()).toBe("Brazil");
    expect(screen.getByRole("option", { name: /Brazil/ })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(active()).toBe("Indonesia");
    await user.keyboard("{ArrowUp}");
    expect(active()).toBe("China");
    await user.keyboard("{End}");
    expect(active()).toBe("Việt Nam");
    await user.keyboard("{ArrowDown}");
    expect(active()).toBe("Việt Nam");
    await user.keyboard("{Home}");
    expect(active()).toBe("Bangladesh");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith("86");
    expect(combobox).toHaveAttribute("aria-expanded", "false");
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveTextContent("China+86");
  });

  it("opens with Enter or Space too, and Space selects", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderUi(<Picker onChange={onChange} />);
    const { combobox, active } = parts();
    combobox.focus();
    await user.keyboard("{Enter}");
    expect(combobox).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    await user.keyboard(" ");
    expect(combobox).toHaveAttribute("aria-expanded", "true");
    expect(active()).toBe("Brazil");
    await user.keyboard("{ArrowUp} ");
    expect(onChange).toHaveBeenCalledWith("880");
    expect(combobox).toHaveAttribute("aria-expanded", "false");
  });

  it("Escape closes without a change, keeps focus and does not reach an enclosing dialog", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const outer = vi.fn();
    await renderUi(
      <div onKeyDown={(event) => outer(event.key)}>
        <Picker onChange={onChange} />
      </div>,
    );
    const { combobox } = parts();
    combobox.focus();
    await user.keyboard("{ArrowDown}{ArrowDown}{Escape}");
    expect(combobox).toHaveAttribute("aria-expanded", "false");
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveTextContent("+55");
    expect(onChange).not.toHaveBeenCalled();
    expect(outer).not.toHaveBeenCalledWith("Escape");
    // Closed, Escape is not the picker's: it goes on (e.g. to close the dialog around it).
    await user.keyboard("{Escape}");
    expect(outer).toHaveBeenCalledWith("Escape");
  });

  it("type-ahead: letters jump by country name (repeating a letter cycles), digits by dialing code", async () => {
    const onChange = vi.fn();
    await renderUi(<Picker onChange={onChange} />);
    vi.useFakeTimers();
    const { combobox, active } = parts();
    act(() => combobox.focus());
    const type = (keys: string) => [...keys].forEach((key) => fireEvent.keyDown(combobox, { key }));
    const pause = () => act(() => vi.advanceTimersByTime(600));

    type("j");
    expect(combobox).toHaveAttribute("aria-expanded", "true");
    expect(active()).toBe("Japan");
    fireEvent.keyDown(combobox, { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith("81");

    pause();
    type("p");
    expect(active()).toBe("Peru");
    type("p");
    expect(active()).toBe("Philippines");
    type("h");
    expect(active()).toBe("Philippines");
    fireEvent.keyDown(combobox, { key: "Escape" });

    // Diacritics do not matter: "viet" finds "Việt Nam".
    pause();
    type("viet");
    expect(active()).toBe("Việt Nam");
    pause();
    type("66");
    expect(active()).toBe("Thailand");
    // After a pause a new search starts.
    pause();
    type("c");
    expect(active()).toBe("China");
  });

  it("Tab selects the active option, closes and moves on (APG)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderUi(<Picker onChange={onChange} />);
    const { combobox } = parts();
    combobox.focus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    await user.tab();
    expect(onChange).toHaveBeenCalledWith("86");
    expect(combobox).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
  });

  it("a click opens it and a click on an option selects it, keeping focus on the combobox", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderUi(<Picker onChange={onChange} />);
    const { combobox } = parts();
    await user.click(combobox);
    expect(combobox).toHaveAttribute("aria-expanded", "true");
    const option = screen.getByRole("option", { name: /Thailand/ });
    expect(option).toHaveTextContent("Thailand+66");
    const flag = option.querySelector("img")!;
    expect(flag).toHaveAttribute("alt", "");
    expect(flag).toHaveAttribute("width", "24");
    expect(flag).toHaveAttribute("height", "16");
    expect(flag).toHaveAttribute("loading", "lazy");
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith("66");
    expect(combobox).toHaveAttribute("aria-expanded", "false");
    expect(combobox).toHaveFocus();
    // A second click on the combobox opens it, a third closes it.
    await user.click(combobox);
    await user.click(combobox);
    expect(combobox).toHaveAttribute("aria-expanded", "false");
  });

  it("picking the current code again closes without a change", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderUi(<Picker onChange={onChange} />);
    await user.click(parts().combobox);
    await user.click(screen.getByRole("option", { name: /Brazil/ }));
    expect(onChange).not.toHaveBeenCalled();
    expect(parts().combobox).toHaveAttribute("aria-expanded", "false");
  });

  it("closes 200 ms after it loses focus (SPEC §9), not before; coming back in time keeps it open [COUNTRY-01] [CONST-05]", async () => {
    await renderUi(<Picker />);
    vi.useFakeTimers();
    const { combobox } = parts();
    act(() => combobox.focus());
    fireEvent.keyDown(combobox, { key: "ArrowDown" });
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    act(() => vi.advanceTimersByTime(199));
    expect(combobox).toHaveAttribute("aria-expanded", "true");
    act(() => combobox.focus());
    act(() => vi.advanceTimersByTime(500));
    expect(combobox).toHaveAttribute("aria-expanded", "true");
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    act(() => vi.advanceTimersByTime(200));
    expect(combobox).toHaveAttribute("aria-expanded", "false");
    expect(combobox).not.toHaveAttribute("aria-activedescendant");
  });

  it("a disabled picker does not open", async () => {
    const user = userEvent.setup();
    await renderUi(<CountryCodePicker countries={COUNTRIES} value="84" onChange={() => {}} flagUrl={flagUrl} label="Country code" disabled />);
    const { combobox } = parts();
    expect(combobox).toHaveAttribute("aria-disabled", "true");
    expect(combobox).toHaveTextContent("+84");
    await user.click(combobox);
    await user.keyboard("{ArrowDown}");
    expect(combobox).toHaveAttribute("aria-expanded", "false");
  });

  it("shows an unknown code as it is, without a flag", async () => {
    await renderUi(<CountryCodePicker countries={COUNTRIES} value="+999" onChange={() => {}} flagUrl={flagUrl} label="Country code" />);
    const { combobox } = parts();
    expect(combobox).toHaveTextContent("+999");
    expect(combobox.querySelector("img")).toBeNull();
  });
});

describe("country-code helpers", () => {
  it("formats dialing codes with one plus sign", () => {
    expect(formatDialingCode("55")).toBe("+55");
    expect(formatDialingCode("+55")).toBe("+55");
  });

  it("type-ahead wraps around from the current option", () => {
    expect(typeaheadMatch(COUNTRIES, "b", 1)).toBe(0);
    expect(typeaheadMatch(COUNTRIES, "b", 0)).toBe(1);
    expect(typeaheadMatch(COUNTRIES, "bra", 0)).toBe(1);
    expect(typeaheadMatch(COUNTRIES, "+8", 0)).toBe(0);
    expect(typeaheadMatch(COUNTRIES, "+8", 1)).toBe(2);
    expect(typeaheadMatch(COUNTRIES, "x", 0)).toBe(-1);
  });
});
