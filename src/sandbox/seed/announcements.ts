/**
 * Announcements the sandbox answers on `MCSFE_getListAnnouncements` (research §4.14): marquee notices, popups,
 * hot notices and promotions in the seven site languages, and banners for the `w_home`, `w_login` and `w_register`
 * groups. Some content is HOSTILE on purpose (script, event handlers, `javascript:` links, frames, SVG handlers,
 * style injection, forms): the site must render it sanitised. The hostile payloads try to set `window.__hostile`
 * and to call the sandbox beacon (`/wps/__sandbox_beacon`), so a test can prove nothing ran.
 */

export type Execution = "A" | "B" | "F";
export type AnnouncementType = "PL" | "PU" | "H" | "PR";

export interface SeedAnnouncement {
  id: number;
  type: AnnouncementType;
  /** A = members, B = guests (anonymous), F = first login. */
  execution: Execution;
  sequence: number;
  startDate: number;
  redirectPromotionId: string | null;
  /** Language (lower case) → title and HTML content. */
  texts: Record<string, { title: string; content: string }>;
}


export const BEACON_PATH = "/wps/__sandbox_beacon";
const beacon = (via: string) => `fetch('${BEACON_PATH}?via=${via}');window.__hostile=(window.__hostile||[]).concat('${via}')`;

/** Every trick the sanitiser must defuse; each would call the beacon and mark `window.__hostile` if it ran. */
export const HOSTILE_HTML = [
  `<p>Weekly cashback is credited every Monday. <strong>Read the rules</strong> before you claim.</p>`,
  `<script>${beacon("script")}</script>`,
  `<img src="data:image/png;base64,AAAA" alt="" onerror="${beacon("img-onerror")}">`,
  `<p><a href="javascript:${beacon("js-link")}">Claim the bonus</a> · <a href="https://promo.example.test/rules" target="_self">Full rules</a></p>`,
  `<iframe srcdoc="<script>parent.${beacon("iframe-srcdoc")}</script>"></iframe>`,
  `<svg width="10" height="10" onload="${beacon("svg-onload")}"><circle r="4"/></svg>`,
  `<style>body{display:none!important}</style>`,
  `<div style="position:fixed;inset:0;background:#f00;z-index:99999">overlay</div>`,
  `<form action="${BEACON_PATH}?via=form-action" method="get"><button>Send</button></form>`,
  `<details open ontoggle="${beacon("details-ontoggle")}"><summary>Terms</summary>Bonus turnover 10×.</details>`,
  `<object data="javascript:${beacon("object")}"></object><embed src="javascript:${beacon("embed")}">`,
  `<a href="#" onclick="${beacon("onclick")}" onmouseover="${beacon("onmouseover")}">Hover me</a>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${beacon("meta-refresh")}"><base href="javascript:/">`,
  // Last: unclosed on purpose (a mutation-XSS shape), so it swallows whatever would follow.
  `<math><mtext><table><mglyph><style><img src=x onerror="${beacon("mutation")}">`,
].join("");

const DAY = 86_400_000;
const EPOCH = Date.UTC(2026, 0, 5, 9, 0, 0);

type Texts = Record<string, { title: string; content: string }>;

/** Titles in the seven languages; content is simple paragraphs (the hostile one is added where marked). */
function texts(titles: Record<string, string>, body: Record<string, string>): Texts {
  const out: Texts = {};
  for (const [lang, title] of Object.entries(titles)) out[lang] = { title, content: `<p>${body[lang] ?? body.en}</p>` };
  return out;
}

const WELCOME = texts(
  { pt: "Bem-vindo à Aurora", en: "Welcome to Aurora", ja: "オーロラへようこそ", zh: "欢迎来到 Aurora", id: "Selamat datang di Aurora", th: "ยินดีต้อนรับสู่ Aurora", vi: "Chào mừng đến với Aurora" },
  {
    pt: "Registre-se hoje e receba o bônus de boas-vindas.",
    en: "Register today and get the welcome bonus.",
    ja: "今日登録してウェルカムボーナスを受け取りましょう。",
    zh: "今天注册即可获得欢迎奖金。",
    id: "Daftar hari ini dan dapatkan bonus sambutan.",
    th: "สมัครวันนี้รับโบนัสต้อนรับ",
    vi: "Đăng ký hôm nay để nhận thưởng chào mừng.",
  },
);
const MAINTENANCE = texts(
  { pt: "Manutenção programada", en: "Scheduled maintenance", ja: "定期メンテナンス", zh: "定期维护", id: "Pemeliharaan terjadwal", th: "ปิดปรับปรุงตามกำหนด", vi: "Bảo trì định kỳ" },
  {
    pt: "Os jogos da PG ficarão indisponíveis das 03:00 às 04:00.",
    en: "PG games will be unavailable from 03:00 to 04:00.",
    ja: "PGのゲームは03:00から04:00まで利用できません。",
    zh: "PG 游戏将于 03:00 至 04:00 暂停。",
    id: "Game PG tidak tersedia pukul 03:00–04:00.",
    th: "เกม PG จะปิดให้บริการเวลา 03:00–04:00",
    vi: "Trò chơi PG tạm ngừng từ 03:00 đến 04:00.",
  },
);
const CASHBACK_TITLES: Record<string, string> = {
  pt: "Cashback semanal",
  en: "Weekly cashback",
  ja: "毎週キャッシュバック",
  zh: "每周返水",
  id: "Cashback mingguan",
  th: "เงินคืนรายสัปดาห์",
  vi: "Hoàn tiền hàng tuần",
};
const hostile = (titles: Record<string, string>): Texts =>
  Object.fromEntries(Object.entries(titles).map(([lang, title]) => [lang, { title, content: HOSTILE_HTML }]));

const MEMBER_ONLY = texts(
  { pt: "Sua recompensa VIP chegou", en: "Your VIP reward is here", ja: "VIP特典が届きました", zh: "您的 VIP 奖励已到", id: "Hadiah VIP Anda telah tiba", th: "รางวัล VIP ของคุณมาแล้ว", vi: "Phần thưởng VIP đã đến" },
  { en: "Open the reward centre to claim it.", pt: "Abra a central de recompensas para resgatar." },
);
const FIRST_LOGIN = texts(
  { pt: "Primeiro acesso", en: "First login", ja: "初回ログイン", zh: "首次登录", id: "Login pertama", th: "เข้าสู่ระบบครั้งแรก", vi: "Đăng nhập lần đầu" },
  { en: "Complete your profile to unlock withdrawals.", pt: "Complete seu perfil para liberar saques." },
);

const POPUP_TITLES = (n: number): Record<string, string> => ({
  pt: `Aviso ${n}`,
  en: `Notice ${n}`,
  ja: `お知らせ ${n}`,
  zh: `公告 ${n}`,
  id: `Pemberitahuan ${n}`,
  th: `ประกาศ ${n}`,
  vi: `Thông báo ${n}`,
});

function popup(n: number, execution: Execution): SeedAnnouncement {
  const body =
    n === 1
      ? hostile(POPUP_TITLES(n))
      : texts(POPUP_TITLES(n), { en: `Popup announcement number ${n}.`, pt: `Anúncio popup número ${n}.` });
  return { id: 2000 + n + (execution === "A" ? 100 : 0), type: "PU", execution, sequence: n, startDate: EPOCH + n * DAY, redirectPromotionId: n % 4 === 0 ? `PROMO${n}` : null, texts: body };
}

/** The seeded announcements: 11 popups for guests and 10 for members (two pages of 9), marquee notices, hot and promotions. */
export const ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  { id: 1001, type: "PL", execution: "B", sequence: 1, startDate: EPOCH, redirectPromotionId: null, texts: WELCOME },
  { id: 1002, type: "PL", execution: "A", sequence: 1, startDate: EPOCH + DAY, redirectPromotionId: null, texts: MEMBER_ONLY },
  { id: 1003, type: "PL", execution: "F", sequence: 2, startDate: EPOCH + DAY, redirectPromotionId: null, texts: FIRST_LOGIN },
  { id: 1004, type: "PL", execution: "B", sequence: 2, startDate: EPOCH + 2 * DAY, redirectPromotionId: null, texts: MAINTENANCE },
  { id: 1005, type: "PL", execution: "A", sequence: 3, startDate: EPOCH + 2 * DAY, redirectPromotionId: null, texts: MAINTENANCE },
  { id: 1006, type: "PL", execution: "B", sequence: 3, startDate: EPOCH + 3 * DAY, redirectPromotionId: "CASHBACK", texts: hostile(CASHBACK_TITLES) },
  { id: 1007, type: "PL", execution: "A", sequence: 4, startDate: EPOCH + 3 * DAY, redirectPromotionId: "CASHBACK", texts: hostile(CASHBACK_TITLES) },
  ...Array.from({ length: 11 }, (_, i) => popup(i + 1, "B")),
  ...Array.from({ length: 10 }, (_, i) => popup(i + 1, "A")),
  { id: 3001, type: "H", execution: "A", sequence: 1, startDate: EPOCH, redirectPromotionId: null, texts: MEMBER_ONLY },
  { id: 4001, type: "PR", execution: "B", sequence: 1, startDate: EPOCH, redirectPromotionId: "CASHBACK", texts: hostile(CASHBACK_TITLES) },
  { id: 4002, type: "PR", execution: "A", sequence: 1, startDate: EPOCH, redirectPromotionId: "VIPGOLD", texts: MEMBER_ONLY },
];
