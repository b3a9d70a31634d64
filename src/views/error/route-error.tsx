import { useEffect, useRef } from "react";
import { Link, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { AlertIcon } from "../../components/icons.tsx";
import * as layout from "../layout/layout.css.ts";
import * as boot from "../boot/boot.css.ts";
import * as css from "./route-error.css.ts";

/**
 * What a page that fails to draw shows instead of itself (every route's error boundary; DESIGN §2, issue 28): what
 * happened in the player's words, "Try again" (draws the page again and reloads its data) and a way home. Never the
 * raw error. The report to the operator leaves from the router (src/app/router.ts).
 */
function ErrorCard({ reset, headingLevel }: Pick<ErrorComponentProps, "reset"> & { headingLevel: 1 | 2 }) {
  const { t } = useLingui();
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the message, so a screen reader hears it and the keyboard starts from it.
  useEffect(() => heading.current?.focus(), []);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className={boot.card} role="alert" data-screen="page-error">
      <AlertIcon className={boot.icon} />
      <Heading className={boot.title} ref={heading} tabIndex={-1}>
        {t`This page could not be shown`}
      </Heading>
      <p className={boot.text}>{t`Something went wrong while drawing it. Try again, or go back to the home page.`}</p>
      <div className={boot.actions}>
        <button type="button" className={layout.primaryButton} onClick={retry}>
          {t`Try again`}
        </button>
        <Link to="/" className={layout.button} onClick={() => reset()}>
          {t`Go to the home page`}
        </Link>
      </div>
    </div>
  );
}

/** A page inside the site's frame failed: the header and footer stay, the message takes the page's place. */
export function RouteError({ reset }: ErrorComponentProps) {
  return (
    <div className={css.inPage}>
      <ErrorCard reset={reset} headingLevel={2} />
    </div>
  );
}

/** The frame itself failed: the message takes the whole window. */
export function RootError({ reset }: ErrorComponentProps) {
  return (
    <main className={boot.screen}>
      <ErrorCard reset={reset} headingLevel={1} />
    </main>
  );
}
