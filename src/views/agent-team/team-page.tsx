import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { pageCount, type agentTeamMachine } from "../../../machines/agent-team/agent-team.machine.ts";
import type { Downline } from "../../../machines/agent-team/agent-team.types.ts";
import type { AgentMachines } from "../../app/services.tsx";
import { PageLoadState } from "../lobby/page-load-state.tsx";
import { useAgentMachines } from "../agent/use-agent-machines.ts";
import { useSession } from "../auth/use-auth.ts";
import { useMoney } from "../cashier/use-cashier.ts";
import { cashierFailure } from "../cashier/cashier-messages.ts";
import * as buttons from "../../components/button/button.css.ts";
import { DownlineTransferDialog } from "./downline-transfer-dialog.tsx";
import { OfferContractDialog } from "../contract-offer/offer-dialog.tsx";
import { kindNames } from "../contract-offer/contract-offer-messages.ts";
import { useRate } from "../contract-offer/use-rate.ts";
import * as records from "../records/records.css.ts";
import * as css from "./team.css.ts";

type TeamRef = ActorRefFrom<typeof agentTeamMachine>;
type TeamSnapshot = SnapshotFrom<typeof agentTeamMachine>;

/** The agent centre's Team management page (downlineManagmentView; issue 29 item 2; TEAM-01..04). */
export default function TeamPage() {
  const { machines, failed, retry } = useAgentMachines();
  return machines ? <Team machines={machines} /> : <PageLoadState failed={failed} retry={retry} />;
}

function Team({ machines }: { machines: AgentMachines }) {
  const ref = useActorRef(machines.agentTeam);
  const snapshot = useSelector(ref, (s) => s);
  const [transferTo, setTransferTo] = useState<Downline | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const openTransfer = (row: Downline, button: HTMLElement) => {
    returnFocus.current = button;
    setTransferTo(row);
  };
  const closeTransfer = (made: boolean) => {
    setTransferTo(null);
    if (made) ref.send({ type: "list.refresh" });
    returnFocus.current?.focus();
  };
  const [offerTo, setOfferTo] = useState<Downline | null>(null);
  const openOffer = (row: Downline, button: HTMLElement) => {
    returnFocus.current = button;
    setOfferTo(row);
  };
  const closeOffer = () => {
    setOfferTo(null);
    returnFocus.current?.focus();
  };
  return (
    <div className={records.page} data-state={JSON.stringify(snapshot.value)}>
      <SearchForm snapshot={snapshot} send={ref.send} />
      <Levels snapshot={snapshot} send={ref.send} />
      <Rows snapshot={snapshot} send={ref.send} onTransfer={openTransfer} onOffer={openOffer} />
      {transferTo ? <DownlineTransferDialog machines={machines} downline={transferTo} onClose={closeTransfer} /> : null}
      {offerTo ? <OfferContractDialog machines={machines} downline={offerTo.username} onClose={closeOffer} /> : null}
    </div>
  );
}

function SearchForm({ snapshot, send }: { snapshot: TeamSnapshot; send: TeamRef["send"] }) {
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "search.submitted" });
  };
  return (
    <form role="search" className={records.filter} onSubmit={submit} aria-label={t`Search the team`}>
      <div className={css.search}>
        <label className={records.field} htmlFor="team-search">
          {t`Username`}
          <input
            id="team-search"
            type="search"
            className={records.input}
            value={snapshot.context.query}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => send({ type: "query.changed", value: e.target.value })}
          />
        </label>
        <button type="submit" className={buttons.primary}>
          {t`Search`}
        </button>
        {snapshot.context.search !== null ? (
          <button type="button" className={buttons.button} onClick={() => send({ type: "search.cleared" })}>
            {t`Clear search`}
          </button>
        ) : null}
      </div>
      <p className={records.muted}>{t`The search looks through every level of your team.`}</p>
    </form>
  );
}

/** The levels opened, from the agent's own down; each one above the shown level leads back to it (TEAM-02). */
function Levels({ snapshot, send }: { snapshot: TeamSnapshot; send: TeamRef["send"] }) {
  const { t } = useLingui();
  const me = useSession((s) => s.context.member?.account ?? "");
  const { path, search } = snapshot.context;
  if (search !== null) return null;
  const names = [me, ...path];
  return (
    <nav aria-label={t`Team levels`}>
      <ol className={css.levels}>
        {names.map((name, depth) => (
          <li key={`${depth}-${name}`}>
            {depth > 0 ? <span aria-hidden="true">› </span> : null}
            {depth < names.length - 1 ? (
              <button type="button" className={css.levelLink} onClick={() => send({ type: "level.back", depth })}>
                {name}
              </button>
            ) : (
              <span className={css.current} aria-current="location">
                {name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Rows({
  snapshot,
  send,
  onTransfer,
  onOffer,
}: {
  snapshot: TeamSnapshot;
  send: TeamRef["send"];
  onTransfer: (row: Downline, button: HTMLElement) => void;
  onOffer: (row: Downline, button: HTMLElement) => void;
}) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const rate = useRate();
  const me = useSession((s) => s.context.member?.account ?? "");
  const { page, failure, path, shown } = snapshot.context;
  const caption = useRef<HTMLTableCaptionElement>(null);
  const asked = snapshot.context.search;
  const where = asked !== null ? `search:${asked}` : path.join("/");
  const shownWhere = useRef(where);
  const loading = snapshot.matches("loading");
  // A new level or search moves focus to the list's caption once it has loaded, so the change is heard.
  useEffect(() => {
    if (!loading && shownWhere.current !== where) {
      shownWhere.current = where;
      caption.current?.focus();
    }
  }, [loading, where]);
  const when = useMemo(() => new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "short" }), [i18n.locale]);
  if (snapshot.matches("failed")) {
    return (
      <div role="alert" className={records.note}>
        <p>{t`The team could not be loaded.`} {failure ? cashierFailure(i18n, failure) : null}</p>
        <button type="button" className={buttons.button} onClick={() => send({ type: "list.retry" })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (page === null) {
    return (
      <p className={records.muted} role="status">
        {t`Loading…`}
      </p>
    );
  }
  // The rows on screen, and so their caption and columns, are those of the page read last: while the next level or
  // search loads they stay, named for what they are.
  const search = shown?.search ?? null;
  const rowsParent = shown?.parent ?? null;
  const owner = rowsParent ?? me;
  const title = search !== null ? t`Downlines matching “${search}”` : t`Downlines of ${owner}`;
  if (snapshot.matches("empty")) {
    return (
      <p className={records.note} role="status">
        {search !== null ? t`No downline's username contains “${search}”.` : t`${owner} has no downlines yet.`}
      </p>
    );
  }
  const pages = pageCount(page);
  const typeName = (row: Downline) => (row.isAgent ? t`Agent` : t`Member`);
  const columns = {
    username: t`Username`,
    type: t`Type`,
    level: t`Level`,
    upline: t`Upline`,
    balance: t`Balance`,
    lastLogin: t`Last login`,
    downlines: t`Downlines`,
    contracts: t`Contracts`,
    actions: t`Actions`,
  };
  const contractText = (c: NonNullable<Downline["contracts"]>[number]) => {
    const text = `${i18n._(kindNames[c.kind])} ${rate(c.topRateBp)}`;
    return c.waiting ? t`${text} (waiting for an answer)` : text;
  };
  return (
    <>
      <div className={`${css.scroll} ${loading ? records.busy : ""}`} aria-busy={loading}>
        <table className={records.table}>
          <caption className={`${records.caption} ${css.caption}`} ref={caption} tabIndex={-1}>
            {title} · {t`${page.total} in all`}
          </caption>
          <thead className={records.head}>
            <tr>
              <th scope="col" className={records.cell}>{columns.username}</th>
              <th scope="col" className={records.cell}>{columns.type}</th>
              {search !== null ? <th scope="col" className={records.numeric}>{columns.level}</th> : null}
              {search !== null ? <th scope="col" className={records.cell}>{columns.upline}</th> : null}
              <th scope="col" className={records.numeric}>{columns.balance}</th>
              <th scope="col" className={records.cell}>{columns.lastLogin}</th>
              <th scope="col" className={records.numeric}>{columns.downlines}</th>
              <th scope="col" className={records.cell}>{columns.contracts}</th>
              <th scope="col" className={records.cell}>{columns.actions}</th>
            </tr>
          </thead>
          <tbody className={records.bodyRows}>
            {page.rows.map((row) => (
              <tr key={row.userId} className={records.row} data-downline={row.username}>
                <th scope="row" className={records.cell} data-label={columns.username}>
                  {row.username}
                  {row.frozen ? <span className={css.frozen}> ({t`Frozen`})</span> : null}
                </th>
                <td className={records.cell} data-label={columns.type}>{typeName(row)}</td>
                {search !== null ? <td className={records.numeric} data-label={columns.level}>{row.level}</td> : null}
                {search !== null ? <td className={records.cell} data-label={columns.upline}>{row.upline}</td> : null}
                <td className={records.numeric} data-label={columns.balance}>{money(row.balance)}</td>
                <td className={records.cell} data-label={columns.lastLogin}>{row.lastLoginAt === null ? t`Never` : when.format(row.lastLoginAt)}</td>
                <td className={records.numeric} data-label={columns.downlines}>{row.isAgent ? row.downlineCount : "—"}</td>
                <td className={records.cell} data-label={columns.contracts}>
                  {row.contracts && row.contracts.length > 0 ? row.contracts.map((c) => <div key={c.contractId}>{contractText(c)}</div>) : "—"}
                </td>
                <td className={records.cell} data-label={columns.actions}>
                  <div className={css.rowActions}>
                    {search === null && row.isAgent && row.downlineCount > 0 ? (
                      <button
                        type="button"
                        className={`${buttons.button} ${css.small}`}
                        aria-label={t`Show the downlines of ${row.username}`}
                        disabled={loading}
                        onClick={() => send({ type: "level.opened", username: row.username })}
                      >
                        {t`Downlines`}
                      </button>
                    ) : null}
                    {!row.frozen ? (
                      <button type="button" className={`${buttons.button} ${css.small}`} aria-label={t`Transfer to ${row.username}`} onClick={(e) => onTransfer(row, e.currentTarget)}>
                        {t`Transfer`}
                      </button>
                    ) : null}
                    {(search === null ? rowsParent === null : row.level === 1) && !row.frozen ? (
                      <button type="button" className={`${buttons.button} ${css.small}`} aria-label={t`Offer a contract to ${row.username}`} onClick={(e) => onOffer(row, e.currentTarget)}>
                        {t`Offer contract`}
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {loading ? (
        <p className={records.muted} role="status">
          {t`Loading…`}
        </p>
      ) : null}
      {pages > 1 ? (
        <nav className={css.pager} aria-label={t`Pages`}>
          <button type="button" className={buttons.button} disabled={!snapshot.can({ type: "page.previous" })} onClick={() => send({ type: "page.previous" })}>
            {t`Previous page`}
          </button>
          <span>{t`Page ${snapshot.context.pageNo} of ${pages}`}</span>
          <button type="button" className={buttons.button} disabled={!snapshot.can({ type: "page.next" })} onClick={() => send({ type: "page.next" })}>
            {t`Next page`}
          </button>
        </nav>
      ) : null}
    </>
  );
}
