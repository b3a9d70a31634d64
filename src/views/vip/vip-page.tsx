import { useLingui } from "@lingui/react/macro";
import * as layout from "../layout/layout.css.ts";
import * as css from "../points/points.css.ts";
import { VipLevels } from "./vip-levels.tsx";

/** `/vip` (PTS-10): the levels and their benefits for everyone; the member's level and progress when logged in. */
export function VipPage() {
  const { t } = useLingui();
  return (
    <section className={`${layout.container} ${css.page}`} aria-labelledby="page-title" data-page="vip">
      <h1 id="page-title" className={css.title}>
        {t`VIP`}
      </h1>
      <VipLevels loginTo="/vip" />
    </section>
  );
}
