/**
 * Test-only page for the shared primitives (src/components), built only by the e2e global set-up into the e2e
 * site's /__harness/ folder. It is not part of the app's route tree nor of `npm run build`'s dist/.
 */
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import "../../../src/theme/global.css.ts";
import { themeClass } from "../../../src/theme/themes.css.ts";
import { activateLocale, i18n } from "../../../src/i18n/i18n.ts";
import { Dialog } from "../../../src/components/dialog/dialog.tsx";
import { Tabs } from "../../../src/components/tabs/tabs.tsx";
import * as layout from "../../../src/views/layout/layout.css.ts";
import { FormDemo, MessageDialogsDemo } from "./form-demos.tsx";

function DialogDemo() {
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  const close = () => {
    setOpen(false);
    setCloses((n) => n + 1);
  };
  return (
    <section aria-labelledby="dialog-demo">
      <h2 id="dialog-demo">Dialog</h2>
      <p>
        <button type="button" className={layout.button}>
          Before
        </button>{" "}
        <button type="button" className={layout.primaryButton} onClick={() => setOpen(true)}>
          Open dialog
        </button>{" "}
        <button type="button" className={layout.button}>
          After
        </button>
      </p>
      <p data-testid="dialog-closes">Closed {closes} times</p>
      <Dialog open={open} onClose={close} title="Confirm sign out">
        <p>Are you sure you want to log out?</p>
        <p>
          <label htmlFor="harness-note">Note</label> <input id="harness-note" type="text" />
        </p>
        <p>
          <button type="button" className={layout.button} onClick={close}>
            Cancel
          </button>{" "}
          <button type="button" className={layout.primaryButton} onClick={close}>
            Confirm
          </button>
        </p>
      </Dialog>
    </section>
  );
}

function TabsDemo() {
  const [changes, setChanges] = useState<string[]>([]);
  return (
    <section aria-labelledby="tabs-demo">
      <h2 id="tabs-demo">Tabs</h2>
      <Tabs
        label="Wallet"
        onChange={(id) => setChanges((list) => [...list, id])}
        items={[
          { id: "deposit", label: "Deposit", panel: <p>Deposit panel</p> },
          { id: "withdraw", label: "Withdraw", panel: <p>Withdraw panel</p> },
          { id: "history", label: "History", panel: <p>History panel</p> },
        ]}
      />
      <p data-testid="tab-changes">{changes.join(",")}</p>
    </section>
  );
}

async function start() {
  document.documentElement.classList.add(themeClass.aurora);
  // ?lang=pt etc. renders the components' own strings in that catalog (the harness's demo text stays English).
  const requested = new URLSearchParams(window.location.search).get("lang");
  const lang = (["pt", "en", "ja", "zh", "id", "th", "vi"] as const).find((code) => code === requested) ?? "en";
  await activateLocale(lang);
  const root = document.getElementById("root");
  if (!root) throw new Error("#root missing");
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <main className={layout.container}>
          <h1>Component harness</h1>
          <DialogDemo />
          <TabsDemo />
          <FormDemo />
          <MessageDialogsDemo />
        </main>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
