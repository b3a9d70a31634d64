/** The customer-service popup window (SPEC §4: 440 × 500, named "service"). */
export interface PopupPort {
  open(): void;
  show(url: string): void;
  close(): void;
}

export const POPUP_FEATURES = "width=440,height=500,menubar=no,toolbar=no,location=no,status=no,resizable=yes,scrollbars=yes";

export function createPopupPort(win: Pick<Window, "open">): PopupPort {
  let popup: Window | null = null;
  return {
    open() {
      popup = win.open("about:blank", "service", POPUP_FEATURES);
    },
    show(url) {
      if (popup && !popup.closed) {
        popup.opener = null;
        popup.location.replace(url);
      } else {
        popup = win.open(url, "service", `${POPUP_FEATURES},noopener`);
      }
    },
    close() {
      popup?.close();
      popup = null;
    },
  };
}
