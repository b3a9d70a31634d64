import { createContext, useContext, type ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import type { bootMachine } from "../../machines/boot/boot.machine.ts";
import type { customerServiceMachine } from "../../machines/customer-service/customer-service.machine.ts";
import type { sessionMachine } from "../../machines/session/session.machine.ts";
import type { gameLaunchMachine } from "../../machines/game-launch/game-launch.machine.ts";
import type { AppConfig, Language } from "../config/schema.ts";
import type { SessionStore } from "./session.ts";

/** What the composition root hands to routes and views: the running actors and a few app-wide intents. */
export interface AppServices {
  config: AppConfig;
  boot: ActorRefFrom<typeof bootMachine>;
  customerService: ActorRefFrom<typeof customerServiceMachine>;
  session: SessionStore;
  /** The session machine: guest or member, sign-in modals, logout, protected actions. */
  auth: ActorRefFrom<typeof sessionMachine>;
  /** The game-launch machine: vendor cards and games → routes, login, launch, /game (ADR 0010). */
  gameLaunch: ActorRefFrom<typeof gameLaunchMachine>;
  changeLanguage(language: Language): Promise<void>;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices must be used inside ServicesProvider");
  return services;
}
