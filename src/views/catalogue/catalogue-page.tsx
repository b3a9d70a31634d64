import { memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { Select, useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { catalogueMachine } from "../../../machines/catalogue/catalogue.machine.ts";
import { selectCatalogue, type CatalogueView } from "../../../machines/catalogue/catalogue.selectors.ts";
import type { gameListMachine } from "../../../machines/game-list/game-list.machine.ts";
import { sameGameListView, selectGameList } from "../../../machines/game-list/game-list.selectors.ts";
import { EAGER_TILES, PAGE_SIZE, type GameSummary } from "../../../machines/games/games.types.ts";
import { useServices } from "../../app/services.tsx";
import { Pagination } from "../../components/pagination/pagination.tsx";
import { Tabs } from "../../components/tabs/tabs.tsx";
import { errorMessages } from "../../i18n/messages.ts";
import { useSession } from "../auth/use-auth.ts";
import { GameGrid } from "../games/game-grid.tsx";
import { useSite } from "../layout/use-site.ts";
import * as layout from "../layout/layout.css.ts";
import * as css from "./catalogue.css.ts";
import { formatCount, pluralForm } from "../../i18n/count.ts";

type GameListRef = ActorRefFrom<typeof gameListMachine>;

const sameCatalogue = (a: CatalogueView, b: CatalogueView) =>
  (Object.keys(a) as (keyof CatalogueView)[]).every((key) => (key === "tabGames" ? a.tabGames.length === b.tabGames.length && a.tabGames.every((g, i) => g === b.tabGames[i]) : a[key] === b[key]));

/**
 * `/rng?page=<vendor>`: loads the catalogue machine (with its live actors) on first use, then shows the page. On a
 * first load of the page the machine is in before the first render, and its game list starts with the first page of
 * games the page's first view showed (src/api/catalogue-actors.ts hands that answer to the first list only): the
 * page draws those games at once rather than skeletons in their place.
 */
export function CataloguePage({ vendor }: { vendor: string | undefined }) {
  const services = useServices();
  const { t } = useLingui();
  const [loaded, setLoaded] = useState(() => services.loadedCatalogue());
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    services.loadCatalogue().then(
      // A transition: the page (provider list, search, grid) is drawn in slices rather than in one long task.
      (m) => live && startTransition(() => setLoaded(m)),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [services, attempt, loaded]);
  return (
    <div className={`${layout.container} ${css.page}`}>
      <h1 className={css.title}>{t`Slots`}</h1>
      {loaded ? (
        <Catalogue machine={loaded.machine} vendor={vendor} />
      ) : loadFailed ? (
        <GameGrid
          games={[]}
          status="failed"
          label={t`Slot games`}
          skeletons={PAGE_SIZE.firstLoad}
          onRetry={() => {
            setLoadFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <GameGrid games={[]} status="loading" label={t`Slot games`} skeletons={PAGE_SIZE.firstLoad} />
      )}
    </div>
  );
}

function Catalogue({ machine, vendor }: { machine: typeof catalogueMachine; vendor: string | undefined }) {
  const { t, i18n } = useLingui();
  const site = useSite();
  const signedIn = useSession((s) => s.matches("signedIn") && s.context.member !== null);
  const vendors = useMemo(() => site.categories.find((c) => c.id === "RNG")?.vendors ?? [], [site.categories]);
  const ref = useActorRef(machine, { input: { vendors, vendor, signedIn } });
  const view = useSelector(ref, selectCatalogue, sameCatalogue);
  const gameList = useSelector(ref, (s) => s.children.gameList as GameListRef | undefined);

  const shownVendor = useRef(vendor);
  useEffect(() => {
    if (shownVendor.current === vendor) return;
    shownVendor.current = vendor;
    ref.send({ type: "vendor.selected", vendor });
  }, [ref, vendor]);
  useEffect(() => {
    if (ref.getSnapshot().context.signedIn !== signedIn) ref.send({ type: "member.changed", signedIn });
  }, [ref, signedIn]);

  const names = useMemo(() => new Map(view.vendors.map((v) => [v.code, v.name])), [view.vendors]);
  const vendorName = useCallback((code: string) => names.get(code), [names]);
  const favourites = useMemo(() => (view.favouriteIds ? new Set(view.favouriteIds) : undefined), [view.favouriteIds]);
  const busy = useMemo(() => new Set(view.busyIds), [view.busyIds]);
  const onToggleFavourite = useCallback((game: GameSummary) => ref.send({ type: "favourite.toggled", game }), [ref]);
  const tiles = { vendorName, favourites, favouritesBusy: busy, onToggleFavourite };
  const failureText = (failure: CatalogueView["tabFailure"]) => (failure ? (failure.serverMessage ?? i18n._(errorMessages[failure.code])) : undefined);

  const allPanel = gameList ? <AllGames list={gameList} tiles={tiles} /> : null;
  const favouritesPanel = (
    <>
      <GameGrid
        games={view.tabGames}
        status={view.tab === "favourites" && view.tabStatus === "loaded" && view.tabGames.length === 0 ? "empty" : view.tabStatus}
        label={t`Favourite slot games`}
        skeletons={PAGE_SIZE.default}
        emptyText={t`No favourites yet. Press the heart on a game to keep it here.`}
        failureText={failureText(view.tabFailure)}
        onRetry={() => ref.send({ type: "retry" })}
        {...tiles}
      />
      <Pagination page={view.favouritePage} totalPages={view.favouriteTotalPages} label={t`Favourite games pages`} busy={view.tabStatus === "loading"} onChange={(page) => ref.send({ type: "favourites.paged", page })} />
    </>
  );
  const recentPanel = (
    <GameGrid
      games={view.tabGames}
      status={view.tabStatus}
      label={t`Recently played slot games`}
      skeletons={8}
      emptyText={t`Games you play show up here.`}
      failureText={failureText(view.tabFailure)}
      onRetry={() => ref.send({ type: "retry" })}
      {...tiles}
    />
  );

  return (
    <div className={css.layout}>
      <VendorNav vendors={view.vendors} current={view.vendor} />
      <section aria-label={t`Slot games`}>
        {view.unknownVendor ? (
          <p className={css.note} role="status">
            {t`We could not find the provider “${view.unknownVendor}”. Showing every slot game.`}
          </p>
        ) : null}
        {view.favouriteFailure ? (
          <div className={css.alert} role="alert">
            <span>{view.favouritesFailed ? t`Your favourites could not be loaded.` : t`The favourite could not be changed.`} {failureText(view.favouriteFailure)}</span>
            <button type="button" className={css.dismiss} onClick={() => ref.send(view.favouritesFailed ? { type: "retry" } : { type: "favourite.noticeDismissed" })}>
              {view.favouritesFailed ? t`Try again` : t`Close`}
            </button>
          </div>
        ) : null}
        {view.signedIn ? (
          <Tabs
            label={t`Slot lists`}
            value={view.tab}
            onChange={(tab) => ref.send({ type: "tab.selected", tab: tab as CatalogueView["tab"] })}
            items={[
              { id: "all", label: t`All games`, panel: view.tab === "all" ? allPanel : null },
              { id: "favourites", label: t`Favourites`, panel: view.tab === "favourites" ? favouritesPanel : null },
              { id: "recent", label: t`Recent`, panel: view.tab === "recent" ? recentPanel : null },
            ]}
          />
        ) : (
          allPanel
        )}
      </section>
    </div>
  );
}

const VendorNav = memo(function VendorNav({ vendors, current }: { vendors: CatalogueView["vendors"]; current: string | null }) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Bring the current vendor into the list's view (a row on phones, a column on desktops) without moving the page.
    // In the next frame, where the page is laid out anyway: read here, the sizes would force the first layout of the
    // whole page into this effect's task.
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const link = list?.querySelector<HTMLElement>("[aria-current='page']");
      if (!list || !link) return;
      list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
      list.scrollTop = link.offsetTop - (list.clientHeight - link.offsetHeight) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);
  return (
    <nav className={css.vendorNav} aria-labelledby="rng-vendors">
      <h2 id="rng-vendors" className={css.vendorHeading}>
        {t`Providers`}
      </h2>
      <ul className={css.vendorList} ref={listRef}>
        <li>
          <Link to="/rng" search={{}} activeOptions={{ exact: true }} className={css.vendorLink} aria-current={current === null ? "page" : undefined}>
            {t`All providers`}
          </Link>
        </li>
        {vendors.map((v) => (
          <li key={v.code}>
            <Link to="/rng" search={{ page: v.code }} activeOptions={{ exact: true }} className={css.vendorLink} aria-current={current === v.code ? "page" : undefined} title={v.name}>
              <img src={v.icon} alt="" width={24} height={24} className={css.vendorIcon} loading="lazy" />
              <span className={css.vendorName}>{v.name}</span>
              {v.hot ? <span className={css.hotDot}>{t`Hot`}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

interface TileProps {
  vendorName(code: string): string | undefined;
  favourites: ReadonlySet<number> | undefined;
  favouritesBusy: ReadonlySet<number>;
  onToggleFavourite(game: GameSummary): void;
}

/** Search, grid and pagination of the all-games tab (the game-list child). */
function AllGames({ list, tiles }: { list: GameListRef; tiles: TileProps }) {
  return (
    <>
      <SearchBar list={list} />
      <ListGrid list={list} tiles={tiles} />
    </>
  );
}

/** Only the search field follows each keystroke; the grid below does not re-render while typing. */
const SearchBar = memo(function SearchBar({ list }: { list: GameListRef }) {
  const { t } = useLingui();
  const text = useSelector(list, (s) => s.context.searchText);
  const count = useSelector(list, (s) => (s.matches("loaded") ? s.context.totalCount : s.matches("empty") ? 0 : null));
  return (
    <div className={css.toolbar}>
      <form
        role="search"
        className={css.search}
        onSubmit={(event) => {
          event.preventDefault();
          list.send({ type: "search.submitted" });
        }}
      >
        <label htmlFor="rng-search" className={css.searchLabel}>
          {t`Search games by name`}
        </label>
        <input
          id="rng-search"
          type="search"
          className={css.searchInput}
          value={text}
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          onChange={(event) => list.send({ type: "search.changed", text: event.target.value })}
        />
      </form>
      <p className={css.count} role="status" aria-live="polite">
        {count === null ? "" : <GameCount count={count} />}
      </p>
    </div>
  );
});

/**
 * "10.000 jogos" without loading Intl's number data on the first screen (Lingui's plural formats its number whether
 * the message shows it or not): formatCount writes the number, and the language's plural rules (light) pick the form.
 */
function GameCount({ count }: { count: number }) {
  const { i18n } = useLingui();
  const shown = formatCount(count, i18n.locale);
  const form = pluralForm(count, i18n.locale);
  return <Select value={form} _one={`${shown} game`} other={`${shown} games`} comment="form: the count's plural form in the language (one, few, many, other); shown: the count, written" />;
}

const ListGrid = memo(function ListGrid({ list, tiles }: { list: GameListRef; tiles: TileProps }) {
  const { t, i18n } = useLingui();
  // Deferred: a page of tiles arriving is drawn in slices (GameGrid is memoised, so the urgent render is cheap).
  const view = useDeferredValue(useSelector(list, selectGameList, (a, b) => sameGameListView({ ...a, searchText: "" }, { ...b, searchText: "" })));
  const onPage = useCallback(
    (page: number) => {
      list.send({ type: "page.changed", page });
      document.getElementById("rng-search")?.scrollIntoView?.({ block: "nearest" });
    },
    [list],
  );
  const failure = view.failure ? (view.failure.serverMessage ?? i18n._(errorMessages[view.failure.code])) : undefined;
  const searched = view.searchedName;
  return (
    <>
      <GameGrid
        games={view.games}
        status={view.status}
        label={t`Slot games`}
        skeletons={view.pageSize}
        eager={EAGER_TILES}
        emptyText={searched ? t`No games match “${searched}”.` : t`This provider has no slot games yet.`}
        failureText={failure}
        onRetry={() => list.send({ type: "retry" })}
        {...tiles}
      />
      <Pagination page={view.page} totalPages={view.totalPages} label={t`Slot games pages`} busy={view.status === "loading"} onChange={onPage} />
    </>
  );
});
