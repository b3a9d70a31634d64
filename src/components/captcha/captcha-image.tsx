import { useLingui } from "@lingui/react/macro";
import * as buttons from "../button/button.css.ts";
import { RefreshIcon } from "../form/form-icons.tsx";
import * as css from "./captcha-image.css.ts";

export interface CaptchaImageProps {
  /** The captcha image (URL or data URL); null before the first one arrives. */
  src: string | null;
  /** A new image is being fetched: a spinner over the box (the previous image, if any, dimmed). */
  loading: boolean;
  /** The person asks for another image. Not called while loading or refreshDisabled. */
  onRefresh: () => void;
  /** Refresh not allowed now (e.g. at most once per second). */
  refreshDisabled?: boolean;
  /** Box size in CSS pixels; 100 × 40 by default. */
  width?: number;
  height?: number;
}

/**
 * The captcha image as a "Refresh captcha" button (pressing it asks for a new image). The box has a fixed size so
 * nothing shifts while an image loads. When refreshing is not possible the button is aria-disabled (it keeps focus;
 * a click does nothing) and aria-busy while loading.
 */
export function CaptchaImage({ src, loading, onRefresh, refreshDisabled = false, width = 100, height = 40 }: CaptchaImageProps) {
  const { t } = useLingui();
  const unusable = loading || refreshDisabled;
  return (
    <button
      type="button"
      className={css.button}
      style={{ width, height }}
      aria-label={t`Refresh captcha`}
      aria-disabled={unusable}
      aria-busy={loading || undefined}
      onClick={() => {
        if (!unusable) onRefresh();
      }}
    >
      {src ? <img className={loading ? css.loadingImage : css.image} src={src} alt={t`Captcha image`} width={width} height={height} draggable={false} /> : null}
      {loading ? (
        <span className={css.overlay}>
          <span className={buttons.spinner} aria-hidden="true" />
        </span>
      ) : !src ? (
        <span className={css.overlay}>
          <RefreshIcon />
        </span>
      ) : null}
    </button>
  );
}
