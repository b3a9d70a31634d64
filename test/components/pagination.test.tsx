import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { pageItems } from "../../src/components/pagination/pages.ts";
import { Pagination } from "../../src/components/pagination/pagination.tsx";

describe("pageItems (SPEC §9 range 3, margin 1)", () => {
  it("lists every page when they fit", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 0)).toEqual([]);
  });
  it("keeps the first and last page and three around the current one, with gaps", () => {
    expect(pageItems(1, 417)).toEqual([1, 2, 3, "gap", 417]);
    expect(pageItems(10, 417)).toEqual([1, "gap", 9, 10, 11, "gap", 417]);
    expect(pageItems(417, 417)).toEqual([1, "gap", 415, 416, 417]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
  });
});

describe("Pagination", () => {
  it("is a labelled navigation landmark with the current page marked, and previous/next", async () => {
    const onChange = vi.fn();
    i18n.loadAndActivate({ locale: "en", messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <Pagination page={1} totalPages={10} onChange={onChange} label="Slots pages" />
      </I18nProvider>,
    );
    const nav = screen.getByRole("navigation", { name: "Slots pages" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Previous page" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole("button", { name: "Page 10" }));
    expect(onChange).toHaveBeenLastCalledWith(10);
  });
});
