import { DialogBanner } from "./banner-carousel.tsx";
import { useBanners } from "./use-announcements.ts";

/** The optional banner of the login modal (`w_login`) or the register screen (`w_register`), SPEC §2 Modals. */
export function SignInBanner({ group }: { group: "w_login" | "w_register" }) {
  return <DialogBanner banners={useBanners(group)} />;
}
