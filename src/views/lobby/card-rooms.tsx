import { useLingui } from "@lingui/react/macro";
import type { CardRoom } from "../../../machines/lobby/lobby.types.ts";
import { useLaunchGame } from "../game-launch/use-launch-game.ts";
import * as css from "./lobby.css.ts";

/** A card-game vendor's rooms: game, stakes, players; Join starts the room's game. */
export function CardRooms({ rooms }: { rooms: readonly CardRoom[] }) {
  const { t, i18n } = useLingui();
  const launch = useLaunchGame();
  const money = (n: number) => i18n.number(n, { maximumFractionDigits: 2 });
  return (
    <div className={css.tableScroll}>
      <table className={css.roomTable} data-testid="card-rooms">
        <caption className={css.muted} style={{ textAlign: "start", padding: 8 }}>
          {t`Rooms open now`}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>{t`Room`}</th>
            <th scope="col" className={css.cell}>{t`Stakes`}</th>
            <th scope="col" className={css.cell}>{t`Players`}</th>
            <th scope="col" className={css.cell}>
              <span className={css.muted}>{t`Action`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.roomId} data-testid="card-room">
              <th scope="row" className={css.cell}>
                {room.name}
              </th>
              <td className={css.cell}>{`${money(room.minBet)} – ${money(room.maxBet)}`}</td>
              <td className={css.cell}>{t`${room.players} of ${room.maxPlayers}`}</td>
              <td className={css.cell}>
                {room.full ? (
                  <span className={css.muted}>{t`Full`}</span>
                ) : (
                  <button
                    type="button"
                    className={css.action}
                    aria-label={t`Join ${room.name}`}
                    onClick={() =>
                      launch({
                        kind: "game",
                        game: { nodeId: room.nodeId, gameId: room.nodeId, gameCode: room.gameCode, name: room.gameName, vendor: room.vendor, gameType: "PVP", icon: "", trial: false, hot: false, roomId: room.roomId },
                      })
                    }
                  >
                    {t`Join`}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
