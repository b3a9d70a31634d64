import type { FlowDriver } from "./types.ts";
import { smsCodeDriver } from "./sms-code.driver.tsx";
import { platformLogoutDriver } from "./platform-logout.driver.tsx";
import { bootDriver } from "./boot.driver.tsx";
import { loginDriver } from "./login.driver.tsx";
import { registrationDriver } from "./registration.driver.tsx";
import { gameLaunchDriver } from "./game-launch.driver.tsx";
import { withdrawalConfirmationDriver } from "./withdrawal-confirmation.driver.tsx";
import { activityDriver } from "./activity.driver.tsx";
import { pointsConvertDriver } from "./points-convert.driver.tsx";
import { pointsRedeemDriver } from "./points-redeem.driver.tsx";
import { claimDriver } from "./claim.driver.tsx";
import { contractsDriver } from "./contracts.driver.tsx";
import { changePasswordDriver } from "./change-password.driver.tsx";
import { passwordRecoveryDriver } from "./password-recovery.driver.tsx";
import { feedbackDriver, joinDriver } from "./content-forms.driver.tsx";
import { uplineTransferDriver } from "./upline-transfer.driver.tsx";
import { downlineTransferDriver } from "./downline-transfer.driver.tsx";
import { depositDriver } from "./deposit.driver.tsx";
import { withdrawDriver } from "./withdraw.driver.tsx";
import { walletDriver } from "./wallet.driver.tsx";
import { pointsMallDriver, vipRankDriver } from "./loyalty-pages.driver.tsx";
import { inboxDriver } from "./inbox.driver.tsx";
import { missionsDriver } from "./missions.driver.tsx";
import { helpCentreDriver } from "./help-centre.driver.tsx";
import { agentTeamDriver } from "./agent-team.driver.tsx";
import { agentDownlineDriver, agentLinksDriver } from "./agent-links.driver.tsx";
import { articlesDriver, winnersDriver } from "./content-lists.driver.tsx";
import { securityCentreDriver } from "./security-centre.driver.tsx";
import { agentCentreDriver, agentOverviewDriver } from "./agent-centre.driver.tsx";
import { agentReportsDriver } from "./agent-reports.driver.tsx";
import { contractRecordsDriver } from "./contract-records.driver.tsx";
import { lobbyDriver } from "./lobby.driver.tsx";
import { lotteryDriver } from "./lottery.driver.tsx";
import { categoryMenuDriver } from "./category-menu.driver.tsx";
import { homeDriver } from "./home.driver.tsx";
import { announcementsDriver } from "./announcements.driver.tsx";
import { noticeBoardDriver } from "./notice-board.driver.tsx";
import { promotionsDriver } from "./promotions.driver.tsx";
import { customerServiceDriver } from "./customer-service.driver.tsx";
import { catalogueDriver } from "./catalogue.driver.tsx";
import { gameListDriver } from "./game-list.driver.tsx";
import { withdrawalsDriver } from "./withdrawals.driver.tsx";
import { referralDriver } from "./referral.driver.tsx";
import { badgesDriver } from "./badges.driver.tsx";
import { balanceDriver } from "./balance.driver.tsx";
import { recordsDriver } from "./records.driver.tsx";
import { sessionDriver } from "./session.driver.tsx";
import { appDriver } from "./app.driver.tsx";

/** Flows with a model-based UI driver. */
export const drivers = [
  bootDriver,
  loginDriver,
  registrationDriver,
  gameLaunchDriver,
  withdrawalConfirmationDriver,
  activityDriver,
  pointsConvertDriver,
  pointsRedeemDriver,
  claimDriver,
  contractsDriver,
  changePasswordDriver,
  passwordRecoveryDriver,
  feedbackDriver,
  joinDriver,
  uplineTransferDriver,
  downlineTransferDriver,
  depositDriver,
  withdrawDriver,
  walletDriver,
  vipRankDriver,
  pointsMallDriver,
  inboxDriver,
  missionsDriver,
  helpCentreDriver,
  agentTeamDriver,
  agentLinksDriver,
  agentDownlineDriver,
  winnersDriver,
  articlesDriver,
  securityCentreDriver,
  agentCentreDriver,
  agentOverviewDriver,
  agentReportsDriver,
  contractRecordsDriver,
  lobbyDriver,
  lotteryDriver,
  categoryMenuDriver,
  homeDriver,
  announcementsDriver,
  noticeBoardDriver,
  promotionsDriver,
  customerServiceDriver,
  catalogueDriver,
  gameListDriver,
  withdrawalsDriver,
  referralDriver,
  badgesDriver,
  balanceDriver,
  recordsDriver,
  smsCodeDriver,
  platformLogoutDriver,
  sessionDriver,
  appDriver,
] as unknown as readonly FlowDriver<never>[];
