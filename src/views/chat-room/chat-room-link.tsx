/**
 * The chat room modal (SPEC §2 modals; issue 31 item 5): where the operator names a chat room address (config
 * `chatRoomUrl`), the footer offers "Chat room", which opens the chat in a frame under the site's one frame policy.
 */
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { ThirdPartyFrame } from "../../components/frame/third-party-frame.tsx";
import * as css from "./chat-room.css.ts";

export interface ChatRoomLinkProps {
  url: string;
  /** The operator's frame origins (config `security.frameOrigins`). */
  allowedOrigins: readonly string[];
  className?: string;
}

export function ChatRoomLink({ url, allowedOrigins, className }: ChatRoomLinkProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t`Chat room`}
      </button>
      {open ? (
        <Dialog open onClose={() => setOpen(false)} title={t`Chat room`}>
          <ThirdPartyFrame className={css.frame} src={url} title={t`Chat room`} allowedOrigins={allowedOrigins} data-testid="chat-room-frame" />
        </Dialog>
      ) : null}
    </>
  );
}
