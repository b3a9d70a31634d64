import { useEffect, useMemo, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { errorMessages } from "../../i18n/messages.ts";
import { framePolicy, isFrameMessage } from "./frame-policy.ts";

export interface ThirdPartyFrameProps {
  /** The frame's address (already checked by the launch-address validator). */
  src: string;
  title: string;
  className?: string;
  /** Called with the `data` of each `message` event that comes from this frame (its window and expected origin). */
  onMessage?: (data: unknown) => void;
  /** The game origins the operator lists (config `security.frameOrigins`); empty: any http(s) origin. */
  allowedOrigins?: readonly string[];
  "data-testid"?: string;
}

const NO_LIST: readonly string[] = [];

/**
 * Every third-party frame of the site (DESIGN §5): the `sandbox`, `allow` and `referrerpolicy` attributes come from
 * the one policy ({@link framePolicy}), and only messages from the frame itself reach `onMessage`.
 */
export function ThirdPartyFrame({ src, title, className, onMessage, allowedOrigins = NO_LIST, "data-testid": testId }: ThirdPartyFrameProps) {
  const { i18n } = useLingui();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const policy = useMemo(() => framePolicy(src, window.location.origin, allowedOrigins), [src, allowedOrigins]);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    if (policy.messageOrigin === null) return;
    const listener = (event: MessageEvent) => {
      if (!isFrameMessage(event, frameRef.current?.contentWindow, policy)) return;
      handler.current?.(event.data);
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, [policy]);

  if (policy.kind === "refused") {
    return (
      <p role="alert" className={className} data-testid={testId}>
        {i18n._(errorMessages["platform.unsafeAddress"])}
      </p>
    );
  }
  return (
    <iframe
      ref={frameRef}
      className={className}
      src={src}
      title={title}
      sandbox={policy.sandbox}
      allow={policy.allow}
      referrerPolicy={policy.referrerPolicy}
      data-testid={testId}
    />
  );
}
