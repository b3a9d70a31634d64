import { createContext, useContext, type ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import type { bootMachine } from "../../machines/boot/boot.machine.ts";
import type { customerServiceMachine } from "../../machines/customer-service/customer-service.machine.ts";
import type { platformLogoutMachine } from "../../machines/platform-logout/platform-logout.machine.ts";
import type { sessionMachine } from "../../machines/session/session.machine.ts";
import type { AppActorRef } from "../../machines/app/app.machine.ts";
import type { announcementsMachine } from "../../machines/announcements/announcements.machine.ts";
import type { homeMachine } from "../../machines/home/home.machine.ts";
import type { LoadedCatalogue } from "../api/catalogue-actors.ts";
import type { AppConfig, Language } from "../config/schema.ts";
import type { SessionStore } from "./session.ts";
import type { LobbyMachines } from "../api/lobby-actors.ts";
import type { providedCashierMachines } from "../api/cashier-actors.ts";
import type { PromotionMachines } from "../api/promotion-actors.ts";
import type { RewardMachines } from "../api/reward-actors.ts";
import type { providedPointsMachines } from "../api/points-actors.ts";
import type { ContentMachines } from "../api/content-actors.ts";
import type { providedAgentMachines } from "../api/agent-actors.ts";

export type { LobbyMachines, ContentMachines, PromotionMachines, RewardMachines };

/** The cashier's machines with their live actors, and the withdrawals list (src/api/cashier-actors.ts). */
export type CashierMachines = ReturnType<typeof providedCashierMachines>;

/** The points mall, points redemption and VIP machines with their live actors (src/api/points-actors.ts). */
export type PointsMachines = ReturnType<typeof providedPointsMachines>;

/** The agent centre's machines with their live actors (src/api/agent-actors.ts). */
export type AgentMachines = ReturnType<typeof providedAgentMachines>;

/** What the composition root hands to routes and views: the running actors and a few app-wide intents. */
export interface AppServices {
  config: AppConfig;
  /** The root app machine (machines/app): it runs the actors below and the game launch, and carries what they tell each other. */
  app: AppActorRef;
  boot: ActorRefFrom<typeof bootMachine>;
  customerService: ActorRefFrom<typeof customerServiceMachine>;
  /** Keeps telling the platform to end a session whose logout call failed, and tells the player when it could not (DEV-08). */
  platformLogout: ActorRefFrom<typeof platformLogoutMachine>;
  session: SessionStore;
  /** The session machine: guest or member, sign-in modals, logout, protected actions. */
  auth: ActorRefFrom<typeof sessionMachine>;
  /** Announcements for the whole site: marquee, popups, banner groups (home, login modal, register screen). */
  announcements: ActorRefFrom<typeof announcementsMachine>;
  /** The home blocks' machine with its live actors (loaded with the blocks, not on the first route). */
  loadHomeMachine(): Promise<typeof homeMachine>;
  /** The lobby, lottery and game-list machines with their live actors (loaded with the lobby screens). */
  loadLobbyMachines(): Promise<LobbyMachines>;
  /** The cashier machines (deposit, withdraw, wallet, transfer to upline) with their live actors (loaded with the first cashier page). */
  loadCashierMachines(): Promise<CashierMachines>;
  /** The promotions list and activity machines with their live actors (loaded with /promotions or /promoDetail). */
  loadPromotionMachines(): Promise<PromotionMachines>;
  /** The inbox, reward centre, cashback and referral machines with their live actors (loaded with the first of these pages). */
  loadRewardMachines(): Promise<RewardMachines>;
  /** The points mall, points redemption and VIP machines (loaded with /pointMall, /vip or the player rank page). */
  loadPointsMachines(): Promise<PointsMachines>;
  /** The content pages' machines (help centre, notice page) with their live actors (loaded with the first of those pages). */
  loadContentMachines(): Promise<ContentMachines>;
  /** The agent centre's machines (loaded with the agent centre). */
  loadAgentMachines(): Promise<AgentMachines>;
  /** The slots catalogue machine with its live actors (loaded with /rng, not on the first route). */
  loadCatalogue(): Promise<LoadedCatalogue>;
  /** The same once it has loaded, else null (a first load of /rng has it before the first render). */
  loadedCatalogue(): LoadedCatalogue | null;
  /** Asks the app machine to switch the site's language (it loads the language's messages, then reloads the lists). */
  changeLanguage(language: Language): void;
  /** Keeps the header top row's height for this window width, for the next visit's first view (src/app/header-memory.ts). */
  rememberHeaderTop(height: number): void;
  /** The browser keeps what the site stores (false: storage is blocked and the login lasts only while the page is open; src/app/site-storage.ts). */
  storagePersistent: boolean;
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
