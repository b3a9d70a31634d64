/**
 * The game-launch actor, provided with its live actors and fed by the session (ADR 0010). A lazy chunk: compose
 * loads it with the first game a player starts, or when the browser is idle (ADR 0011).
 */
import { createActor, type ActorRefFrom } from "xstate";
import { gameLaunchMachine } from "../../machines/game-launch/game-launch.machine.ts";
import type { sessionMachine } from "../../machines/session/session.machine.ts";
import type { PlatformClient } from "../api/client.ts";
import { liveGameLaunchActors } from "../api/game-launch-actors.ts";
import type { AppConfig } from "../config/schema.ts";
import type { NavigationPort } from "./compose.ts";
import { gameLaunchViewer, watchLoginClosed } from "./game-launch.ts";

export interface GameLaunchDeps {
  client: PlatformClient;
  config: AppConfig;
  win: Window;
  navigation: NavigationPort;
  session: ActorRefFrom<typeof sessionMachine>;
  language(): string;
  token(): string | null;
}

export function createGameLaunchActor({ client, config, win, navigation, session, language, token }: GameLaunchDeps) {
  const gameLaunch = createActor(
    gameLaunchMachine.provide({
      actors: liveGameLaunchActors(client, {
        merchant: config.platform.merchant,
        imageCdn: config.imageCdn,
        language,
        token,
        username: () => session.getSnapshot().context.member?.account ?? "",
      }),
      actions: {
        navigate: (_, params) => navigation.go(params.to),
        openGame: (_, params) => {
          const opened = params.openIn === "window" ? win.open(params.url, "_blank") : null;
          if (opened) {
            opened.opener = null;
            return;
          }
          navigation.go("/game");
        },
        requestLogin: () => session.send({ type: "login.open" }),
      },
    }),
    { input: { viewer: gameLaunchViewer(session.getSnapshot()) } },
  );
  session.subscribe((snapshot) => {
    const viewer = gameLaunchViewer(snapshot);
    if (viewer !== gameLaunch.getSnapshot().context.viewer) gameLaunch.send({ type: "session.changed", viewer });
  });
  watchLoginClosed(session, () => gameLaunch.send({ type: "login.closed" }));
  gameLaunch.start();
  return gameLaunch;
}

export type GameLaunchActor = ReturnType<typeof createGameLaunchActor>;
