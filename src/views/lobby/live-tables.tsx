import { useLingui } from "@lingui/react/macro";
import type { LobbyView } from "../../../machines/lobby/lobby.selectors.ts";
import { useLaunchGame } from "../game-launch/use-launch-game.ts";
import { LazyImage } from "../../components/lazy-image/lazy-image.tsx";
import { liveCodeNames } from "./lobby-messages.ts";
import * as css from "./lobby.css.ts";

/** Live tables grouped by classification code, with a filter by code. */
export function LiveTables({ groups, codes, filter, onFilter }: Pick<LobbyView, "groups" | "codes" | "filter"> & { onFilter(code: LobbyView["filter"]): void }) {
  const { t, i18n } = useLingui();
  const launch = useLaunchGame();
  return (
    <div className={css.page}>
      <ul className={css.chips} aria-label={t`Show tables of`}>
        <li>
          <button type="button" className={css.chip} aria-pressed={filter === null} onClick={() => onFilter(null)}>
            {t`All tables`}
          </button>
        </li>
        {codes.map((code) => (
          <li key={code}>
            <button type="button" className={css.chip} aria-pressed={filter === code} data-code={code} onClick={() => onFilter(code)}>
              {i18n._(liveCodeNames[code])}
            </button>
          </li>
        ))}
      </ul>
      {groups.map((group) => {
        const groupName = i18n._(liveCodeNames[group.code]);
        return (
          <section key={group.code} className={css.tableGroup} aria-labelledby={`live-${group.code}`} data-testid="live-group" data-code={group.code}>
            <h3 id={`live-${group.code}`} className={css.sectionTitle}>
              {groupName} <span className={css.muted}>({group.tables.length})</span>
            </h3>
            <ul className={css.tableList}>
              {group.tables.map((table) => (
                <li key={table.nodeId} className={css.tableItem} data-testid="live-table">
                  <LazyImage src={table.icon} alt={table.name} width={56} height={56} className={css.tableIcon} />
                  <div>
                    <p className={css.tableName}>{table.name}</p>
                    <button type="button" className={css.action} aria-label={t`Play ${table.name}`} onClick={() => launch({ kind: "game", game: table })}>
                      {t`Play`}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
