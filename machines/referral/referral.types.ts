/** A friend who registered with the member's invite code. */
export interface InvitedFriend {
  /** The friend's account as the platform shows it (masked). */
  account: string;
  joinedAt: number;
  /** What the member earned from this friend (minor units). */
  earned: number;
}

/** The member's invitation: code, link, and the friends it brought. */
export interface ReferralDetails {
  code: string;
  /** The registration address carrying the code (`/register?referralCode=<code>`). */
  link: string;
  totalInvitations: number;
  /** Everything earned from invitations (minor units). */
  totalEarned: number;
  friends: InvitedFriend[];
}

/** How a share ended: the browser's share sheet sent it, the link was copied instead, or the member closed the sheet. */
export type ShareOutcome = "shared" | "copied" | "cancelled";
export type CopyTarget = "code" | "link";
