/**
 * The game-launch machine with its live actors (ADR 0010): a chunk of its own that the app machine loads with the
 * first game a player starts, or when the browser is idle (machines/app, ADR 0011). What the session tells it and
 * what it asks of the session go through the app machine.
 */
import { gameLaunchMachine } from "../../machines/game-launch/game-launch.machine.ts";
import type { PlatformClient } from "../api/client.ts";
import { liveGameLaunchActors } from "../api/game-launch-actors.ts";
import type { AppConfig } from "../config/schema.ts";
import type { NavigationPort } from "./compose.ts";

export interface GameLaunchDeps {
  client: PlatformClient;
  config: AppConfig;
  win: Window;
  navigation: NavigationPort;
  language(): string;
  token(): string | null;
  /** The signed-in member's account name (the launch call sends it). */
  username(): string;
}

export function liveGameLaunch({ client, config, win, navigation, language, token, username }: GameLaunchDeps) {
  return gameLaunchMachine.provide({
    actors: liveGameLaunchActors(client, { merchant: config.platform.merchant, imageCdn: config.imageCdn, language, token, username }),
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
    },
  });
}
