/** The title of the home page's four addresses (/, /index, /index.html, /home). */
import { defineMessage, msg } from "@lingui/core/macro";

export const HOME_TITLE = msg`Home`;
/** The home page's document title puts the brand first. */
export const HOME_DOCUMENT_TITLE = defineMessage({ message: "{brand} · Online games" });
