import { useEffect, useMemo } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { LobbyMachines } from "../../app/services.tsx";
import type { CategoryId } from "../../../machines/boot/categories.ts";
import type { LobbyKind, VendorCard } from "../../../machines/lobby/lobby.types.ts";
import { selectLobby, type LobbyView } from "../../../machines/lobby/lobby.selectors.ts";
import { errorMessages, categoryNames } from "../../i18n/messages.ts";
import { useSite } from "../layout/use-site.ts";
import { useSession, useSessionActor, sameValue } from "../auth/use-auth.ts";
import { useLaunchGame } from "../game-launch/use-launch-game.ts";
import * as layout from "../layout/layout.css.ts";
import { lobbyTitles } from "./lobby-messages.ts";
import { VendorCards } from "./vendor-cards.tsx";
import { VendorGames } from "./vendor-games.tsx";
import { LiveTables } from "./live-tables.tsx";
import { CardRooms } from "./card-rooms.tsx";
import { useLobbyMachines } from "./use-lobby-machines.ts";
import * as css from "./lobby.css.ts";
import { PageLoadState } from "./page-load-state.tsx";

/** Categories whose vendors each lobby lists (DS88 is a sports vendor; seamless lists every vendor). */
const SOURCES: Record<LobbyKind, readonly CategoryId[]> = {
  LIVE: ["LIVE"],
  FISH: ["FISH"],
  PVP: ["PVP"],
  SPORTS: ["SPORTS", "DS88"],
  ESPORTS: ["ESPORTS"],
  ELOTT: ["ELOTT", "LOTT"],
  SEAMLESS: ["LIVE", "DS88", "SPORTS", "ESPORTS", "RNG", "FISH", "PVP", "ELOTT", "LOTT"],
};

/** Lobbies where a card selects its vendor on the page (`?vendor=`); elsewhere a card launches. */
const SELECTING: readonly LobbyKind[] = ["LIVE", "FISH", "PVP"];
const ROUTES: Record<LobbyKind, string> = { LIVE: "/live", FISH: "/fish", PVP: "/pvp", SPORTS: "/sports", ESPORTS: "/esports", ELOTT: "/elott", SEAMLESS: "/seamless" };

export function LobbyPage({ kind, vendor }: { kind: LobbyKind; vendor?: string | undefined }) {
  const { i18n } = useLingui();
  const title = i18n._(lobbyTitles[kind]);
  const { machines, failed, retry } = useLobbyMachines();
  return (
    <section className={`${layout.container} ${css.page}`} aria-labelledby="lobby-title" data-page={kind.toLowerCase()}>
      <h1 id="lobby-title" className={css.title}>
        {title}
      </h1>
      {machines ? (
        <Lobby machines={machines} kind={kind} vendor={vendor} title={title} />
      ) : (
        <PageLoadState failed={failed} retry={retry} />
      )}
    </section>
  );
}

function Lobby({ machines, kind, vendor, title }: { machines: LobbyMachines; kind: LobbyKind; vendor?: string | undefined; title: string }) {
  const { t, i18n } = useLingui();
  const site = useSite();
  const signedIn = useSession((s) => s.matches("signedIn"));
  const session = useSessionActor();
  const launch = useLaunchGame();
  const navigate = useNavigate();
  const vendors = useMemo(() => site.categories.filter((c) => SOURCES[kind].includes(c.id)).flatMap((c) => c.vendors), [site.categories, kind]);
  const ref = useActorRef(machines.lobby, { input: { kind, vendors, vendor, signedIn } });
  const view = useSelector(ref, selectLobby, sameValue);
  useEffect(() => {
    if (ref.getSnapshot().context.vendors !== vendors) ref.send({ type: "vendors.changed", vendors });
  }, [ref, vendors]);
  useEffect(() => ref.send({ type: "session.changed", signedIn }), [ref, signedIn]);
  useEffect(() => {
    if (vendor) ref.send({ type: "vendor.selected", vendor });
  }, [ref, vendor]);

  const choose = (card: VendorCard) => {
    if (SELECTING.includes(kind)) void navigate({ to: ROUTES[kind], search: { vendor: card.vassalage }, replace: true, resetScroll: false });
    else launch({ kind: "vendor", card });
  };
  const selectedCard = vendors.find((v) => v.vassalage === view.selected) ?? null;
  const selectedName = selectedCard?.displayName || view.selected || "";

  if (view.status === "noVendors") {
    return (
      <div className={css.message} role="status" data-testid="lobby-empty">
        <p className={css.messageTitle}>{t`There are no ${title} vendors right now.`}</p>
        <Link to="/" className={css.action}>
          {t`Back to home`}
        </Link>
      </div>
    );
  }
  return (
    <>
      <section aria-labelledby="lobby-vendors">
        <h2 id="lobby-vendors" className={css.sectionTitle}>
          {t`Vendors`}
        </h2>
        {kind === "SEAMLESS" ? (
          site.categories.map((c) => (
            <div key={c.id} style={{ marginBottom: 16 }}>
              <h3 className={css.sectionTitle}>{i18n._(categoryNames[c.id])}</h3>
              <VendorCards vendors={c.vendors} label={t`${i18n._(categoryNames[c.id])} vendors`} onChoose={choose} />
            </div>
          ))
        ) : (
          <VendorCards vendors={vendors} label={t`${title} vendors`} selected={SELECTING.includes(kind) ? view.selected : null} onChoose={choose} />
        )}
      </section>
      {selectedCard && SELECTING.includes(kind) ? (
        <section aria-labelledby="lobby-games" data-testid="lobby-vendor">
          <h2 id="lobby-games" className={css.sectionTitle}>
            {kind === "LIVE" ? t`${selectedName} tables` : t`${selectedName} games`}
          </h2>
          {kind === "LIVE" ? (
            <Details view={view} onRetry={() => ref.send({ type: "lobby.retry" })} onFilter={(code) => ref.send({ type: "live.filtered", code })} vendorName={selectedName} />
          ) : (
            <VendorGames machine={machines.gameList} gameType={kind} vendor={selectedCard.vassalage} vendorName={selectedName} label={t`${selectedName} games`} />
          )}
        </section>
      ) : null}
      {kind === "PVP" && selectedCard ? (
        <section aria-labelledby="lobby-rooms">
          <h2 id="lobby-rooms" className={css.sectionTitle}>
            {t`${selectedName} rooms`}
          </h2>
          <Details
            view={view}
            onRetry={() => ref.send({ type: "lobby.retry" })}
            onFilter={() => {}}
            vendorName={selectedName}
            onLogin={() =>
              session.send({ type: "protected.requested", intent: { kind: "route", to: `/pvp?vendor=${encodeURIComponent(selectedCard.vassalage)}`, realAccountOnly: false } })
            }
          />
        </section>
      ) : null}
    </>
  );
}

function Details({
  view,
  onRetry,
  onFilter,
  onLogin,
  vendorName,
}: {
  view: LobbyView;
  onRetry(): void;
  onFilter(code: LobbyView["filter"]): void;
  onLogin?(): void;
  vendorName: string;
}) {
  const { t, i18n } = useLingui();
  switch (view.status) {
    case "loading":
      return (
        <p className={css.muted} role="status">
          {t`Loading…`}
        </p>
      );
    case "failed":
      return (
        <div className={css.message} role="alert" data-testid="lobby-error">
          <p className={css.messageTitle}>{view.failure ? i18n._(errorMessages[view.failure.code]) : t`Something went wrong. Please try again.`}</p>
          <button type="button" className={css.action} onClick={onRetry}>
            {t`Try again`}
          </button>
        </div>
      );
    case "noTables":
      return (
        <div className={css.message} role="status" data-testid="lobby-vendor-empty">
          <p className={css.messageTitle}>{t`${vendorName} has no tables open right now.`}</p>
        </div>
      );
    case "noRooms":
      return (
        <div className={css.message} role="status" data-testid="lobby-vendor-empty">
          <p className={css.messageTitle}>{t`${vendorName} has no rooms open right now.`}</p>
        </div>
      );
    case "roomsNeedLogin":
      return (
        <div className={css.message} data-testid="rooms-login">
          <p className={css.messageTitle}>{t`Log in to see the rooms and their players.`}</p>
          <button type="button" className={css.action} onClick={onLogin}>
            {t`Log in`}
          </button>
        </div>
      );
    case "tables":
      return <LiveTables groups={view.groups} codes={view.codes} filter={view.filter} onFilter={onFilter} />;
    case "rooms":
      return <CardRooms rooms={view.rooms} />;
    default:
      return null;
  }
}
