import { VipLevels } from "./vip-levels.tsx";

/** The member centre's player rank (playerRank, PTS-11): the member's level, progress to the next, benefits per level. */
export default function PlayerRankPage() {
  return <VipLevels loginTo={null} />;
}
