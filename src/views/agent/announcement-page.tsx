import { Notices } from "../notices/notice-page.tsx";

/** The agent centre's Announcement page (SPEC §2 agentAnnouncement): the site's notices, as on the notice page. */
export default function AgentAnnouncementPage() {
  return <Notices />;
}
