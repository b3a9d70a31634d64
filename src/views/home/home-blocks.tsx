import { memo, use, useDeferredValue, useEffect, useMemo, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import { categoryNames, errorMessages } from "../../i18n/messages.ts";
import { GameGrid } from "../games/game-grid.tsx";
import { useLaunchGame } from "../game-launch/use-launch-game.ts";
import { useSite } from "../layout/use-site.ts";
import { selectBlock, type BlockView, type HomeSnapshot } from "../../../machines/home/home.selectors.ts";
import { POPULAR_COUNT, WINNERS_LIMIT, prizeModeOf, type PrizeMode } from "../../../machines/home/home.types.ts";
import type { HomeBlock } from "../../../machines/home/home.machine.ts";
import type { homeMachine } from "../../../machines/home/home.machine.ts";
import type { Failure } from "../../../machines/shared/errors.ts";
import { useNearScreen } from "../../components/near-screen/use-near-screen.ts";
import * as css from "./home.css.ts";

const same = <T,>(a: T, b: T): boolean => JSON.stringify(a) === JSON.stringify(b);
/** Vendor cards shown per category row before "See all". */
const ROW_VENDORS = 8;
const HOT_SKELETONS = 12;

/** The home page's game blocks (a lazy chunk with the home machine): hot games, categories, lottery, winners. */
export default function HomeBlocks() {
  const services = useServices();
  const machine = use(services.loadHomeMachine());
  return <Blocks machine={machine} />;
}

function Blocks({ machine }: { machine: typeof homeMachine }) {
  const site = useSite();
  const { i18n } = useLingui();
  const prizeMode: PrizeMode = prizeModeOf(site.categories);
  const actor = useActorRef(machine, { input: { language: i18n.locale, prizeMode } });
  useEffect(() => {
    actor.send({ type: "language.changed", language: i18n.locale });
  }, [actor, i18n.locale]);
  const block = <B extends HomeBlock>(key: B) => (snapshot: HomeSnapshot) => selectBlock(snapshot, key);
  // Each block's answer is drawn as a deferred (interruptible) render: React draws the rows in slices between the
  // browser's other work instead of one long task per answer. The blocks are memoised, so the urgent render that
  // precedes it does nothing.
  const hot = useDeferredValue(useSelector(actor, block("hotGames"), same));
  const popular = useDeferredValue(useSelector(actor, block("popular"), same));
  const vn = useDeferredValue(useSelector(actor, block("vnNumbers"), same));
  const winners = useDeferredValue(useSelector(actor, block("winners"), same));
  const retry = useMemo(
    () => ({
      hot: () => actor.send({ type: "hotGames.retry" }),
      popular: () => actor.send({ type: "popular.retry" }),
      vn: () => actor.send({ type: "vnNumbers.retry" }),
      winners: () => actor.send({ type: "winners.retry" }),
    }),
    [actor],
  );
  return (
    <>
      <HotGames view={hot} onRetry={retry.hot} />
      <CategoryRows />
      <div className={css.columns}>
        <PopularLottery view={popular} prizeMode={prizeMode} onRetry={retry.popular} />
        <VnNumbers view={vn} onRetry={retry.vn} />
      </div>
      <Winners view={winners} onRetry={retry.winners} />
    </>
  );
}

function Section({ id, title, children, testId }: { id: string; title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <section className={css.section} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A block further down the page: its heading is always there, its rows are drawn once it nears the screen or the
 * visitor uses the keyboard (useNearScreen). A first visit that never scrolls down builds none of those rows (the
 * results table alone is 100 rows) and formats none of their dates and amounts; until then a box of about the
 * block's height keeps the page's length.
 */
function NearSection({ id, title, children, testId }: { id: string; title: ReactNode; children: ReactNode; testId: string }) {
  const [ref, near] = useNearScreen<HTMLElement>();
  return (
    <section ref={ref} className={css.deferredSection} aria-labelledby={id} data-testid={testId} data-drawn={near}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {near ? children : <div className={css.nearPlaceholder} />}
    </section>
  );
}

function BlockFailure({ failure, onRetry }: { failure: Failure; onRetry(): void }) {
  const { t, i18n } = useLingui();
  return (
    <div className={css.failure} role="alert">
      <span>{i18n._(errorMessages[failure.code])}</span>
      <button type="button" className={css.retry} onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}

/**
 * A foot block's body: its failure with Try again, its loading state, its empty line, or its rows. While loading it
 * shows `skeleton`, a still outline of the rows it waits for at their size, so the answer arriving after the block is
 * on the screen moves nothing (the page's layout-shift budget); the loading text is for screen readers.
 */
function BlockBody<T>({ view, onRetry, loading, empty, skeleton, rows }: { view: BlockView<readonly T[]>; onRetry(): void; loading: string; empty: string; skeleton: ReactNode; rows(items: readonly T[]): ReactNode }) {
  if (view.phase === "failed") return <BlockFailure failure={view.failure} onRetry={onRetry} />;
  if (view.items.length > 0) return rows(view.items);
  if (view.phase === "loading") {
    return (
      <div aria-busy="true">
        <p className={css.visuallyHidden} role="status">
          {loading}
        </p>
        <div aria-hidden="true" className={css.skeleton} data-testid="block-skeleton">
          {skeleton}
        </div>
      </div>
    );
  }
  return <p className={css.muted}>{empty}</p>;
}

/** `count` items drawn by `render`: the outline of a list being loaded. */
function outline(count: number, render: (index: number) => ReactNode) {
  return Array.from({ length: count }, (_, index) => render(index));
}

const HotGames = memo(function HotGames({ view, onRetry }: { view: BlockView<HomeSnapshot["context"]["hotGames"]>; onRetry(): void }) {
  const { t, i18n } = useLingui();
  const status = view.phase === "failed" ? "failed" : view.phase === "loading" && view.items.length === 0 ? "loading" : view.items.length === 0 ? "empty" : "loaded";
  return (
    <Section id="home-hot" title={t`Hot games`} testId="home-hot-games">
      <GameGrid
        games={view.items}
        status={status}
        label={t`Hot games`}
        skeletons={HOT_SKELETONS}
        emptyText={t`No hot games right now.`}
        failureText={view.phase === "failed" ? i18n._(errorMessages[view.failure.code]) : undefined}
        onRetry={onRetry}
      />
    </Section>
  );
});

const CategoryRows = memo(function CategoryRows() {
  const { t, i18n } = useLingui();
  const site = useSite();
  const launch = useLaunchGame();
  return (
    <>
      {site.categories.map((category) => {
        const name = i18n._(categoryNames[category.id]);
        const id = `home-row-${category.id}`;
        return (
          <NearSection key={category.id} id={id} title={name} testId={`home-category-${category.id}`}>
            <ul className={css.vendorRow}>
              {category.vendors.slice(0, ROW_VENDORS).map((card) => (
                <li key={card.vassalage}>
                  <button type="button" className={css.vendorCard} onClick={() => launch({ kind: "vendor", card })} data-testid="home-vendor-card">
                    <img src={card.icon} alt="" width={48} height={48} loading="lazy" decoding="async" className={css.vendorIcon} />
                    <span className={css.vendorText}>
                      <span className={css.vendorName}>{card.displayName}</span>
                      {card.isHot ? <span className={css.hotBadge}>{t`Hot`}</span> : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {category.vendors.length > ROW_VENDORS ? (
              <Link to={category.route} className={css.seeAll}>
                {t`See all ${name}`}
              </Link>
            ) : null}
          </NearSection>
        );
      })}
    </>
  );
});

const PopularLottery = memo(function PopularLottery({ view, prizeMode, onRetry }: { view: BlockView<HomeSnapshot["context"]["popular"]>; prizeMode: PrizeMode; onRetry(): void }) {
  const { t } = useLingui();
  const to = prizeMode === "ELOTT" ? "/vnlottery" : "/lottery";
  return (
    <NearSection id="home-popular" title={t`Popular lottery`} testId="home-popular-lottery">
      <BlockBody view={view} onRetry={onRetry} loading={t`Loading lottery games…`} empty={t`No lottery games right now.`} skeleton={
        <div className={css.chips}>{outline(POPULAR_COUNT, (i) => <span key={i} className={css.chip} />)}</div>
      } rows={(items) => (
        <ul className={css.chips}>
          {items.map((game) => (
            <li key={game.code}>
              <Link to={to} search={{ gameCode: game.code }} className={css.chip} data-testid="popular-lottery-game">
                <span className={css.chipName}>{game.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )} />
    </NearSection>
  );
});

const VnNumbers = memo(function VnNumbers({ view, onRetry }: { view: BlockView<HomeSnapshot["context"]["vnNumbers"]>; onRetry(): void }) {
  const { t, i18n } = useLingui();
  return (
    <NearSection id="home-vn-numbers" title={t`Vietnam lottery results`} testId="home-vn-numbers">
      <BlockBody view={view} onRetry={onRetry} loading={t`Loading results…`} empty={t`No results yet.`} skeleton={<div className={css.tableOutline} />} rows={(items) => (
        <div className={css.tableScroll} tabIndex={0} role="region" aria-label={t`Draw results table`}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t`Lottery`}</th>
                <th scope="col">{t`Draw`}</th>
                <th scope="col">{t`Numbers`}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((draw) => (
                <tr key={`${draw.gameCode}-${draw.numero}`} data-testid="vn-draw">
                  <td>{draw.gameName}</td>
                  <td>
                    {draw.numero}
                    {draw.openedAt !== null ? <span className={css.muted}> · {i18n.date(new Date(draw.openedAt), { dateStyle: "short" })}</span> : null}
                  </td>
                  <td className={css.numbers}>{draw.numbers.join(" · ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )} />
    </NearSection>
  );
});

const Winners = memo(function Winners({ view, onRetry }: { view: BlockView<HomeSnapshot["context"]["winners"]>; onRetry(): void }) {
  const { t, i18n } = useLingui();
  const launch = useLaunchGame();
  return (
    <NearSection id="home-winners" title={t`Winners`} testId="home-winners">
      <BlockBody view={view} onRetry={onRetry} loading={t`Loading winners…`} empty={t`No winners yet.`} skeleton={
        <div className={css.winners}>
          {outline(WINNERS_LIMIT, (i) => (
            <span key={i} className={css.win}>
              <span className={css.winIcon} />
              <span className={css.winText}>
                <span className={css.winPlayer}>&nbsp;</span>
                <span>&nbsp;</span>
              </span>
            </span>
          ))}
        </div>
      } rows={(items) => (
        <ol className={css.winners}>
          {items.map((win, index) => {
            const amount = i18n.number(win.amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
            const game = win.game.name;
            return (
              <li key={`${index}-${win.player}-${win.game.nodeId}`}>
                <button type="button" className={css.win} onClick={() => launch({ kind: "game", game: win.game })} data-testid="home-win" aria-label={t`${win.player} won P ${amount} in ${game}. Play ${game}`}>
                  <img src={win.game.icon} alt="" width={60} height={40} loading="lazy" decoding="async" className={css.winIcon} />
                  <span className={css.winText}>
                    <span className={css.winPlayer}>{win.player}</span>
                    <span className={css.muted}>{game}</span>
                  </span>
                  <span className={css.winAmount}>P {amount}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )} />
    </NearSection>
  );
});
