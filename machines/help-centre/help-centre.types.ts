/** Help-centre articles (SPEC §7 `/wps/system/helpCenter`) in the machine's own terms. */
export interface HelpArticle {
  /** The platform's tag: the article's address is `/help#<tag>`. */
  tag: string;
  title: string;
  /** The category's name as the platform sends it; "" when it sends none (the view says "General"). */
  category: string;
  /** The platform's HTML exactly as sent: the view sanitises it right before rendering. */
  html: string;
  /** The article's words without markup, for search. */
  text: string;
}

export interface HelpCentreInput {
  language: string;
  /** The article the address names (`/help#<tag>`), or null. */
  tag: string | null;
}
