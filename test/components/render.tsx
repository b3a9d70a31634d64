/** Rendering helpers for the primitive component tests: the English catalog, and <dialog> methods jsdom lacks. */
import type { ReactElement } from "react";
import { I18nProvider } from "@lingui/react";
import { render, type RenderOptions } from "@testing-library/react";
import { activateLocale, i18n } from "../../src/i18n/i18n.ts";

export async function renderUi(ui: ReactElement, options?: RenderOptions) {
  if (i18n.locale !== "en") await activateLocale("en");
  const view = render(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>, ...options });
  return view;
}

/**
 * jsdom has no HTMLDialogElement.showModal/close/open (and no top layer). A minimal stand-in: `open` reflects the
 * attribute, showModal/close set and remove it. Focus handling, Escape and the close button are the component's own.
 */
export function installDialogStub(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  if (typeof proto.showModal === "function") return;
  Object.defineProperty(proto, "open", {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute("open");
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute("open", Boolean(value));
    },
  });
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}
