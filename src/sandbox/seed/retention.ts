/**
 * Seed of the inbox, rewards, cashback and referral per member (issue 30 item 2). `demo` gets a full set (messages
 * over two pages, three unread, one with hostile HTML that the site must sanitise; three claimable rewards and one
 * expired; cashback in three categories; three invited friends); every other member gets a small set derived from a
 * hash of the account, so the data is the same after every reset. Times are relative to the moment the member's
 * books are first read.
 */
import { hashString } from "../prng.ts";

const DAY = 86_400_000;

export interface SeedMessage {
  title: string;
  html: string;
  /** Days before the seeding moment. */
  ageDays: number;
  read: boolean;
}

export interface SeedReward {
  name: string;
  category: string;
  amountMinor: number;
  /** Days after the seeding moment it expires (negative: already expired), or null. */
  expiresInDays: number | null;
  /** Days before the seeding moment it was claimed, or null while claimable. */
  claimedDaysAgo: number | null;
}

export interface SeedRebate {
  category: string;
  amountMinor: number;
  validBetMinor: number;
}

export interface SeedFriend {
  account: string;
  registeredDaysAgo: number;
  earnedMinor: number;
}

export interface RetentionSeed {
  messages: SeedMessage[];
  rewards: SeedReward[];
  rebates: SeedRebate[];
  rebateHistory: { category: string; amountMinor: number; claimedDaysAgo: number }[];
  referralCode: string;
  friends: SeedFriend[];
}

/** A message whose HTML carries what a hostile or careless sender might put in (scripts, handlers, javascript: links). */
export const HOSTILE_MESSAGE_TITLE = "Security reminder";
export const HOSTILE_MESSAGE_HTML =
  '<p>Never share your password or payment password with anyone.</p><img src="x" alt="" onerror="window.__inboxHacked=1"><script>window.__inboxHacked=2</script><a href="javascript:window.__inboxHacked=3">Verify your account</a><p style="position:fixed;inset:0">Our staff will <b>never</b> ask for it.</p>';

const OLD_NOTICES = ["Maintenance finished", "New slots from our vendors", "Holiday opening hours", "Sports: new leagues", "Lottery results on the home page", "Faster withdrawals", "Welcome to the VIP club"];

function demoSeed(): RetentionSeed {
  return {
    messages: [
      { title: "Weekend tournament starts Friday", html: "<p>Play any <b>slots</b> game this weekend to climb the leaderboard.</p><ul><li>1st prize: P 500.00</li><li>2nd prize: P 250.00</li></ul>", ageDays: 0.1, read: false },
      { title: HOSTILE_MESSAGE_TITLE, html: HOSTILE_MESSAGE_HTML, ageDays: 0.5, read: false },
      { title: "Your weekly cashback is ready", html: '<p>Your cashback for last week is ready. Claim it on the <a href="/member/cashback">Cashback</a> page.</p>', ageDays: 1, read: false },
      { title: "Deposit credited", html: "<p>Your deposit of <b>P 100.00</b> was credited to your main wallet.</p>", ageDays: 2, read: true },
      { title: "Welcome to Aurora", html: "<h4>Welcome!</h4><p>Thank you for joining. Your rewards wait in the <b>Reward centre</b>.</p>", ageDays: 3, read: true },
      ...OLD_NOTICES.map((title, i) => ({ title, html: `<p>${title}.</p>`, ageDays: 5 + i * 3, read: true })),
    ],
    rewards: [
      { name: "Weekend reload bonus", category: "BONUS", amountMinor: 2500, expiresInDays: 7, claimedDaysAgo: null },
      { name: "Birthday gift", category: "GIFT", amountMinor: 1000, expiresInDays: null, claimedDaysAgo: null },
      { name: "Daily check-in reward", category: "CHECKIN", amountMinor: 550, expiresInDays: 1, claimedDaysAgo: null },
      { name: "Last month's loyalty bonus", category: "BONUS", amountMinor: 3000, expiresInDays: -2, claimedDaysAgo: null },
      { name: "Welcome bonus", category: "BONUS", amountMinor: 500, expiresInDays: null, claimedDaysAgo: 10 },
    ],
    rebates: [
      { category: "LIVE", amountMinor: 1234, validBetMinor: 123400 },
      { category: "SPORTS", amountMinor: 800, validBetMinor: 100000 },
      { category: "RNG", amountMinor: 456, validBetMinor: 91200 },
    ],
    rebateHistory: [{ category: "LIVE", amountMinor: 321, claimedDaysAgo: 7 }],
    referralCode: "DEMO7K2Q",
    friends: [
      { account: "ma***12", registeredDaysAgo: 4, earnedMinor: 2000 },
      { account: "jo***88", registeredDaysAgo: 12, earnedMinor: 1500 },
      { account: "an***05", registeredDaysAgo: 30, earnedMinor: 0 },
    ],
  };
}

const CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The member's referral code: letters of the account and a hash, 8 characters. */
export function referralCodeOf(account: string): string {
  let hash = hashString(`ref:${account}`);
  const head = account.replace(/[^a-z0-9]/gi, "").toUpperCase().slice(0, 4);
  let code = head;
  while (code.length < 8) {
    code += CODE_LETTERS[hash % CODE_LETTERS.length];
    hash = Math.floor(hash / CODE_LETTERS.length) + 7919 * code.length;
  }
  return code;
}

/** The seed of one member. */
export function retentionSeed(account: string): RetentionSeed {
  if (account.toLowerCase() === "demo") return demoSeed();
  const hash = hashString(account);
  const bonus = 500 + (hash % 20) * 100;
  return {
    messages: [
      { title: "Welcome to Aurora", html: "<h4>Welcome!</h4><p>Thank you for joining. Your rewards wait in the <b>Reward centre</b>.</p>", ageDays: 0.2, read: false },
      { title: OLD_NOTICES[hash % OLD_NOTICES.length] ?? "News", html: "<p>Read the news on the home page.</p>", ageDays: 4, read: true },
    ],
    rewards: [{ name: "Welcome bonus", category: "BONUS", amountMinor: bonus, expiresInDays: 30, claimedDaysAgo: null }],
    rebates: hash % 2 === 0 ? [{ category: "RNG", amountMinor: 100 + (hash % 50) * 10, validBetMinor: 20000 + (hash % 50) * 2000 }] : [],
    rebateHistory: [],
    referralCode: referralCodeOf(account),
    friends: [],
  };
}

export { DAY };
