/**
 * The sandbox's banners (groups `w_home`, `w_login`, `w_register`) and their images, in the seven site languages:
 * the platform answers a banner's title (the picture's alt text) in the request's `Language`, and its picture says
 * the same words (issue 31: no English "sandbox banner 5001" on a Portuguese page). Each picture is a composition
 * in SVG (1200 × 360): a two-colour background with a glow and confetti, the headline, a line under it, a button
 * and a drawing on the right (a gift, coins and a cashback arrow, a crown, a prize wheel, a calendar). The register
 * banner names the bonus in the site's currency.
 */
import { CURRENCY } from "../handlers/member.ts";

type Language = "pt" | "en" | "ja" | "zh" | "id" | "th" | "vi";
type Words = Readonly<Record<Language, string>>;
type Art = "gift" | "cashback" | "crown" | "wheel" | "calendar";

export interface SeedBanner {
  announcementId: number;
  groupName: "w_home" | "w_login" | "w_register";
  execution: "A" | "B" | "F" | "ALL";
  sequence: number;
  linkage: string | null;
  linkageType: "P" | "U" | null;
  /** Background hue of the picture. */
  hue: number;
  art: Art;
  /** The title (alt text) per language. */
  title: Words;
  /** The picture's headline, when it says more than the title. */
  caption?: Words;
  /** The line under the headline. */
  line: Words;
  button: Words;
}

export const BANNER_SIZE = { width: 1200, height: 360 } as const;
export const BANNER_IMAGE_PATH = "/TCG_PROD_IMAGES/BANNER";
const LANGUAGES: readonly Language[] = ["pt", "en", "ja", "zh", "id", "th", "vi"];

const CLAIM: Words = { pt: "Resgatar agora", en: "Claim now", ja: "今すぐ受け取る", zh: "立即领取", id: "Klaim sekarang", th: "รับเลย", vi: "Nhận ngay" };
const MORE: Words = { pt: "Saiba mais", en: "Learn more", ja: "詳しく見る", zh: "了解更多", id: "Selengkapnya", th: "ดูเพิ่มเติม", vi: "Tìm hiểu thêm" };

/** The register bonus (SPEC §2: 1000) in the site's currency, written the language's way. */
const bonus = (language: Language) => `${CURRENCY.currencySymbol} ${new Intl.NumberFormat(language === "pt" ? "pt-BR" : language).format(1000)}`;
const perLanguage = (make: (language: Language) => string): Words => Object.fromEntries(LANGUAGES.map((l) => [l, make(l)])) as Words;
const REGISTER_TITLES: Words = perLanguage((l) =>
  ({
    pt: `Cadastre-se e ganhe ${bonus(l)}`,
    en: `Register and get ${bonus(l)}`,
    ja: `登録して${bonus(l)}を獲得`,
    zh: `注册即得 ${bonus(l)}`,
    id: `Daftar dan dapatkan ${bonus(l)}`,
    th: `สมัครรับ ${bonus(l)}`,
    vi: `Đăng ký nhận ${bonus(l)}`,
  })[l],
);

export const BANNERS: readonly SeedBanner[] = [
  {
    announcementId: 5001, groupName: "w_home", execution: "ALL", sequence: 1, linkage: "WELCOME100", linkageType: "P", hue: 265, art: "gift",
    title: { pt: "Bônus de boas-vindas 100%", en: "Welcome bonus 100%", ja: "100%ウェルカムボーナス", zh: "100% 欢迎奖金", id: "Bonus sambutan 100%", th: "โบนัสต้อนรับ 100%", vi: "Thưởng chào mừng 100%" },
    line: { pt: "No seu primeiro depósito", en: "On your first deposit", ja: "初回入金で", zh: "首次存款即享", id: "Untuk deposit pertama Anda", th: "สำหรับการฝากครั้งแรก", vi: "Cho lần nạp đầu tiên" },
    button: CLAIM,
  },
  {
    announcementId: 5002, groupName: "w_home", execution: "ALL", sequence: 2, linkage: "CASHBACK", linkageType: "P", hue: 165, art: "cashback",
    title: { pt: "Cashback semanal", en: "Weekly cashback", ja: "毎週キャッシュバック", zh: "每周返水", id: "Cashback mingguan", th: "เงินคืนรายสัปดาห์", vi: "Hoàn tiền hàng tuần" },
    caption: { pt: "Cashback semanal de 10%", en: "Weekly cashback 10%", ja: "毎週10%キャッシュバック", zh: "每周 10% 返水", id: "Cashback mingguan 10%", th: "เงินคืนรายสัปดาห์ 10%", vi: "Hoàn tiền hàng tuần 10%" },
    line: { pt: "Creditado toda segunda-feira", en: "Credited every Monday", ja: "毎週月曜日に付与", zh: "每周一发放", id: "Dikreditkan setiap Senin", th: "เครดิตทุกวันจันทร์", vi: "Cộng vào mỗi thứ Hai" },
    button: CLAIM,
  },
  {
    announcementId: 5003, groupName: "w_home", execution: "A", sequence: 3, linkage: null, linkageType: null, hue: 35, art: "crown",
    title: { pt: "Clube VIP", en: "VIP club", ja: "VIPクラブ", zh: "VIP俱乐部", id: "Klub VIP", th: "วีไอพีคลับ", vi: "Câu lạc bộ VIP" },
    caption: { pt: "Clube VIP: recompensas todo mês", en: "VIP club: rewards every month", ja: "VIPクラブ：毎月の特典", zh: "VIP俱乐部：每月奖励", id: "Klub VIP: hadiah setiap bulan", th: "วีไอพีคลับ: รางวัลทุกเดือน", vi: "Câu lạc bộ VIP: thưởng mỗi tháng" },
    line: { pt: "Suba de nível e desbloqueie mais", en: "Climb the ranks, unlock more", ja: "ランクを上げて特典を解放", zh: "升级解锁更多福利", id: "Naik peringkat, buka lebih banyak", th: "เลื่อนระดับ ปลดล็อกสิทธิพิเศษ", vi: "Thăng hạng, mở khóa thêm" },
    button: MORE,
  },
  {
    announcementId: 5004, groupName: "w_home", execution: "B", sequence: 3, linkage: "https://promo.example.test/lucky", linkageType: "U", hue: 330, art: "wheel",
    title: { pt: "Sorteio da sorte", en: "Lucky draw", ja: "ラッキードロー", zh: "幸运抽奖", id: "Undian berhadiah", th: "ลุ้นโชค", vi: "Rút thăm may mắn" },
    caption: { pt: "Sorteio toda sexta-feira", en: "Lucky draw every Friday", ja: "毎週金曜日はラッキードロー", zh: "每周五幸运抽奖", id: "Undian setiap Jumat", th: "ลุ้นโชคทุกวันศุกร์", vi: "Rút thăm mỗi thứ Sáu" },
    line: { pt: "Gire a roda e ganhe prêmios", en: "Spin the wheel for prizes", ja: "ホイールを回して賞品を獲得", zh: "转动幸运轮赢大奖", id: "Putar roda, menangkan hadiah", th: "หมุนวงล้อรับรางวัล", vi: "Quay bánh xe nhận quà" },
    button: MORE,
  },
  {
    announcementId: 5101, groupName: "w_login", execution: "B", sequence: 1, linkage: null, linkageType: null, hue: 215, art: "calendar",
    title: { pt: "Entre e resgate seu bônus diário", en: "Log in and claim your daily bonus", ja: "ログインしてデイリーボーナスを受け取ろう", zh: "登录领取每日奖金", id: "Masuk dan klaim bonus harian Anda", th: "เข้าสู่ระบบรับโบนัสรายวัน", vi: "Đăng nhập nhận thưởng mỗi ngày" },
    caption: { pt: "Bônus diário de login", en: "Daily login bonus", ja: "デイリーログインボーナス", zh: "每日登录奖金", id: "Bonus login harian", th: "โบนัสเข้าสู่ระบบรายวัน", vi: "Thưởng đăng nhập hằng ngày" },
    line: { pt: "Uma nova recompensa todo dia", en: "A new reward every day", ja: "毎日新しい特典", zh: "每天都有新奖励", id: "Hadiah baru setiap hari", th: "รางวัลใหม่ทุกวัน", vi: "Phần thưởng mới mỗi ngày" },
    button: CLAIM,
  },
  {
    announcementId: 5201, groupName: "w_register", execution: "B", sequence: 1, linkage: null, linkageType: null, hue: 140, art: "gift",
    title: REGISTER_TITLES,
    line: { pt: "Cadastro em um minuto", en: "Sign up in a minute", ja: "1分で登録完了", zh: "一分钟完成注册", id: "Daftar dalam satu menit", th: "สมัครได้ในหนึ่งนาที", vi: "Đăng ký trong một phút" },
    button: CLAIM,
  },
];

/** The words of a banner in a language (English when the language is not one of the seven). */
export function bannerTexts(banner: SeedBanner, language: string): { title: string; caption: string; line: string; button: string } {
  const l: Language = (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : "en";
  return { title: banner.title[l], caption: (banner.caption ?? banner.title)[l], line: banner.line[l], button: banner.button[l] };
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** A headline's font size: as large as fits the left 60 % of the picture (wide scripts get less room per letter). */
function headlineSize(text: string): number {
  const units = [...text].reduce((sum, ch) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 1 : /[\u0e00-\u0e7f]/.test(ch) ? 0.5 : 0.58), 0);
  return Math.max(34, Math.min(68, Math.floor(640 / Math.max(1, units))));
}

const FONT = "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Thai', 'Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif";

function coin(x: number, y: number, r: number): string {
  return (
    `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#b7791f"/><circle r="${r}" cy="-4" fill="url(#gold)"/>` +
    `<circle r="${r * 0.68}" cy="-4" fill="none" stroke="#fff7d6" stroke-opacity=".55" stroke-width="${Math.max(2, r / 9)}"/>` +
    `<text y="${r * 0.28 - 4}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${r * 0.9}" fill="#8a5a0b">${escapeXml(CURRENCY.currencySymbol)}</text></g>`
  );
}

/** The drawing on the right of a banner, centred at (0, 0), about 300 pixels across. */
function art(kind: Art, hue: number): string {
  switch (kind) {
    case "gift":
      return (
        `<rect x="-110" y="-20" width="220" height="140" rx="14" fill="hsl(${hue + 180} 70% 55%)"/>` +
        `<rect x="-124" y="-62" width="248" height="52" rx="12" fill="hsl(${hue + 180} 75% 63%)"/>` +
        `<rect x="-18" y="-62" width="36" height="182" fill="#ffd54a"/>` +
        `<ellipse cx="-42" cy="-84" rx="44" ry="22" fill="none" stroke="#ffd54a" stroke-width="16" transform="rotate(-18 -42 -84)"/>` +
        `<ellipse cx="42" cy="-84" rx="44" ry="22" fill="none" stroke="#ffd54a" stroke-width="16" transform="rotate(18 42 -84)"/>` +
        coin(-150, 96, 34) + coin(150, 70, 28) + coin(128, 126, 30)
      );
    case "cashback":
      return (
        coin(-40, 60, 52) + coin(40, 30, 52) + coin(0, -20, 52) +
        `<path d="M -120 -40 A 140 140 0 0 1 110 -90" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="14" stroke-linecap="round"/>` +
        `<path d="M 92 -122 L 132 -84 L 84 -66 Z" fill="#fff" fill-opacity=".9"/>` +
        `<text x="0" y="136" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="52" fill="#fff">10%</text>`
      );
    case "crown":
      return (
        `<path d="M -130 60 L -140 -70 L -65 -10 L 0 -110 L 65 -10 L 140 -70 L 130 60 Z" fill="url(#gold)" stroke="#8a5a0b" stroke-width="4"/>` +
        `<rect x="-132" y="60" width="264" height="36" rx="8" fill="url(#gold)" stroke="#8a5a0b" stroke-width="4"/>` +
        `<circle cx="-140" cy="-76" r="14" fill="#e53e6a"/><circle cx="0" cy="-118" r="16" fill="#38bdf8"/><circle cx="140" cy="-76" r="14" fill="#e53e6a"/>` +
        `<path d="M -22 20 L 0 -8 L 22 20 L 0 48 Z" fill="#38bdf8"/>` +
        `<text x="0" y="88" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="26" fill="#8a5a0b">VIP</text>`
      );
    case "wheel": {
      const slices = Array.from({ length: 12 }, (_, i) => {
        const a0 = (i / 12) * Math.PI * 2;
        const a1 = ((i + 1) / 12) * Math.PI * 2;
        const p = (a: number) => `${(130 * Math.cos(a)).toFixed(1)} ${(130 * Math.sin(a)).toFixed(1)}`;
        return `<path d="M 0 0 L ${p(a0)} A 130 130 0 0 1 ${p(a1)} Z" fill="${i % 2 ? "#fff5d6" : `hsl(${hue + (i % 4) * 30} 80% 55%)`}"/>`;
      }).join("");
      return (
        `<circle r="146" fill="url(#gold)"/>${slices}<circle r="28" fill="url(#gold)" stroke="#8a5a0b" stroke-width="4"/>` +
        Array.from({ length: 12 }, (_, i) => `<circle cx="${(138 * Math.cos((i / 12) * Math.PI * 2)).toFixed(1)}" cy="${(138 * Math.sin((i / 12) * Math.PI * 2)).toFixed(1)}" r="5" fill="#fff"/>`).join("") +
        `<path d="M -20 -168 L 20 -168 L 0 -128 Z" fill="#fff" stroke="#8a5a0b" stroke-width="3"/>`
      );
    }
    case "calendar":
      return (
        `<rect x="-120" y="-100" width="240" height="220" rx="18" fill="#fff"/>` +
        `<rect x="-120" y="-100" width="240" height="56" rx="18" fill="hsl(${hue + 150} 75% 55%)"/><rect x="-120" y="-64" width="240" height="20" fill="hsl(${hue + 150} 75% 55%)"/>` +
        Array.from({ length: 12 }, (_, i) => `<rect x="${-96 + (i % 4) * 50}" y="${-28 + Math.floor(i / 4) * 46}" width="36" height="32" rx="6" fill="${i === 6 ? "#ffd54a" : "#e6ebf5"}"/>`).join("") +
        `<path d="M -14 40 L 0 54 L 26 22" fill="none" stroke="#1f9d55" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
        coin(130, 110, 34)
      );
  }
}

/** The banner's picture in a language (SVG, 1200 × 360). */
export function bannerSvg(banner: SeedBanner, language: string): string {
  const { width, height } = BANNER_SIZE;
  const h = banner.hue;
  const words = bannerTexts(banner, language);
  const size = headlineSize(words.caption);
  const confetti = Array.from({ length: 26 }, (_, i) => {
    const x = (i * 347 + banner.announcementId * 13) % width;
    const y = (i * 211 + banner.announcementId * 7) % height;
    const colour = ["#ffd54a", "#ffffff", `hsl(${(h + 120) % 360} 90% 70%)`, `hsl(${(h + 200) % 360} 90% 65%)`][i % 4];
    return `<rect x="${x}" y="${y}" width="${6 + (i % 3) * 3}" height="${4 + (i % 2) * 3}" rx="2" fill="${colour}" opacity=".55" transform="rotate(${(i * 37) % 180} ${x} ${y})"/>`;
  }).join("");
  const buttonWidth = Math.max(180, Math.round([...words.button].length * (/[\u3000-\u9fff]/.test(words.button) ? 30 : 16) + 64));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 16%)"/><stop offset=".6" stop-color="hsl(${(h + 30) % 360} 72% 30%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360} 75% 42%)"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="hsl(${(h + 40) % 360} 100% 75%)" stop-opacity=".75"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 100% 75%)" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe58a"/><stop offset="1" stop-color="#f0a818"/></linearGradient>` +
    `<linearGradient id="btn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd54a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="930" cy="180" r="260" fill="url(#glow)"/>` +
    Array.from({ length: 16 }, (_, i) => `<path d="M 930 180 L ${930 + 700 * Math.cos((i / 16) * Math.PI * 2)} ${180 + 700 * Math.sin((i / 16) * Math.PI * 2)} L ${930 + 700 * Math.cos(((i + 0.5) / 16) * Math.PI * 2)} ${180 + 700 * Math.sin(((i + 0.5) / 16) * Math.PI * 2)} Z" fill="#fff" opacity=".05"/>`).join("") +
    confetti +
    `<g transform="translate(930 190)">${art(banner.art, h)}</g>` +
    `<text x="72" y="${150 - (size > 56 ? 0 : 6)}" font-family="${FONT}" font-weight="800" font-size="${size}" fill="#000" opacity=".3" dx="3" dy="4">${escapeXml(words.caption)}</text>` +
    `<text x="72" y="${150 - (size > 56 ? 0 : 6)}" font-family="${FONT}" font-weight="800" font-size="${size}" fill="#fff">${escapeXml(words.caption)}</text>` +
    `<text x="74" y="206" font-family="${FONT}" font-size="30" fill="#ffffffd9">${escapeXml(words.line)}</text>` +
    `<rect x="72" y="240" width="${buttonWidth}" height="60" rx="30" fill="url(#btn)"/>` +
    `<text x="${72 + buttonWidth / 2}" y="279" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="24" fill="#3b2300">${escapeXml(words.button)}</text>` +
    `</svg>`
  );
}
