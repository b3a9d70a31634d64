/**
 * The sandbox's promotions (issue 30 item 5): categories and promotions in the seven site languages, each of a kind
 * that decides what joining does — SIGNUP (join and take part), APPLY (join with an application: remark and images,
 * reviewed on the control page), CLAIM (a reward to claim) and RAFFLE (a red envelope with a seeded prize). The
 * window (start and end, in days from the start of the sandbox day) decides what guests see: coming soon, join or
 * closed. demo starts with a promotion in every activity state; other members start where the window puts them.
 * CASHBACK's content is HOSTILE on purpose (the announcements' payloads): the site must render it sanitised.
 */
import { HOSTILE_HTML } from "./announcements.ts";

export const PROMOTION_STATUSES = ["JOIN", "CLAIM", "APPLYING", "CLOSED", "REJECTED", "ISSUED", "CLAIMED", "IN_PROCESS", "SIGNED_UP", "COMING_SOON"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export type PromotionKind = "SIGNUP" | "APPLY" | "CLAIM" | "RAFFLE";

type Texts = Record<"pt" | "en" | "ja" | "zh" | "id" | "th" | "vi", string>;

export interface SeedCategory {
  categoryId: string;
  names: Texts;
}

export interface SeedPromotion {
  promotionId: string;
  categoryId: string;
  kind: PromotionKind;
  titles: Texts;
  /** One line under the title (English and Portuguese; other languages fall back to English). */
  summary: { en: string; pt: string };
  /** HTML rules, English and Portuguese (other languages fall back to English). */
  content: { en: string; pt: string };
  /** Days from the start of the sandbox day. */
  startDay: number;
  endDay: number;
  /** The reward in minor units (centavos): what a claim or an approved application issues; 0 for a raffle (its prize is drawn). */
  rewardMinor: number;
  /** Where demo starts; absent: where the window puts every member. */
  demo?: PromotionStatus;
  hue: number;
}

export const PROMOTION_CATEGORIES: readonly SeedCategory[] = [
  { categoryId: "NEW", names: { pt: "Novatos", en: "Newcomers", ja: "新規会員", zh: "新人专享", id: "Pendatang baru", th: "สมาชิกใหม่", vi: "Người mới" } },
  { categoryId: "DAILY", names: { pt: "Diárias", en: "Daily", ja: "デイリー", zh: "每日活动", id: "Harian", th: "รายวัน", vi: "Hằng ngày" } },
  { categoryId: "REBATE", names: { pt: "Cashback", en: "Cashback", ja: "キャッシュバック", zh: "返水", id: "Cashback", th: "เงินคืน", vi: "Hoàn tiền" } },
  { categoryId: "VIP", names: { pt: "VIP", en: "VIP", ja: "VIP", zh: "VIP", id: "VIP", th: "VIP", vi: "VIP" } },
  { categoryId: "LUCKY", names: { pt: "Sorteios", en: "Lucky draws", ja: "抽選", zh: "幸运抽奖", id: "Undian", th: "จับรางวัล", vi: "Rút thăm may mắn" } },
];

const rules = (lines: string[], pt: string[]) => ({
  en: `<h3>How it works</h3><ol>${lines.map((l) => `<li>${l}</li>`).join("")}</ol><p><em>General terms apply. The operator may end the promotion at any time.</em></p>`,
  pt: `<h3>Como funciona</h3><ol>${pt.map((l) => `<li>${l}</li>`).join("")}</ol><p><em>Termos gerais se aplicam. O operador pode encerrar a promoção a qualquer momento.</em></p>`,
});

const APPLY_LINES = ["Press Join and send your application: a remark (at most 140 characters) and up to 3 screenshots (png or jpg, at most 5 MB each).", "Our team reviews every application within 24 hours.", "An approved application is issued to your main wallet."];
const APPLY_PT = ["Toque em Participar e envie sua inscrição: um comentário (até 140 caracteres) e até 3 capturas de tela (png ou jpg, até 5 MB cada).", "Nossa equipe analisa cada inscrição em até 24 horas.", "Uma inscrição aprovada é creditada na sua carteira principal."];

export const PROMOTIONS: readonly SeedPromotion[] = [
  {
    promotionId: "WELCOME100",
    categoryId: "NEW",
    kind: "SIGNUP",
    titles: { pt: "Bônus de boas-vindas 100%", en: "Welcome bonus 100%", ja: "100%ウェルカムボーナス", zh: "100% 欢迎奖金", id: "Bonus sambutan 100%", th: "โบนัสต้อนรับ 100%", vi: "Thưởng chào mừng 100%" },
    summary: { en: "Double your first deposit up to P 500.", pt: "Dobre seu primeiro depósito até P 500." },
    content: rules(["Join the promotion.", "Make your first deposit of at least P 50.", "We match it 100% up to P 500; turnover 10× before withdrawal."], ["Participe da promoção.", "Faça seu primeiro depósito de pelo menos P 50.", "Igualamos 100% até P 500; rollover de 10× antes do saque."]),
    startDay: -30,
    endDay: 60,
    rewardMinor: 50000,
    demo: "JOIN",
    hue: 265,
  },
  {
    promotionId: "CASHBACK",
    categoryId: "REBATE",
    kind: "SIGNUP",
    titles: { pt: "Cashback semanal", en: "Weekly cashback", ja: "毎週キャッシュバック", zh: "每周返水", id: "Cashback mingguan", th: "เงินคืนรายสัปดาห์", vi: "Hoàn tiền hàng tuần" },
    summary: { en: "10% of your weekly losses back every Monday.", pt: "10% das suas perdas semanais de volta toda segunda." },
    content: { en: HOSTILE_HTML, pt: HOSTILE_HTML },
    startDay: -60,
    endDay: 120,
    rewardMinor: 0,
    demo: "SIGNED_UP",
    hue: 160,
  },
  {
    promotionId: "VIPGOLD",
    categoryId: "VIP",
    kind: "APPLY",
    titles: { pt: "Bônus de upgrade VIP Ouro", en: "VIP gold upgrade bonus", ja: "VIPゴールド昇格ボーナス", zh: "VIP 黄金晋级奖金", id: "Bonus naik level VIP emas", th: "โบนัสอัปเกรด VIP ทอง", vi: "Thưởng nâng hạng VIP vàng" },
    summary: { en: "Show us your best win this month and get P 200.", pt: "Mostre seu maior ganho do mês e receba P 200." },
    content: rules(APPLY_LINES, APPLY_PT),
    startDay: -10,
    endDay: 50,
    rewardMinor: 20000,
    demo: "JOIN",
    hue: 40,
  },
  {
    promotionId: "PROMO4",
    categoryId: "DAILY",
    kind: "CLAIM",
    titles: { pt: "Recompensa de check-in diário", en: "Daily check-in reward", ja: "デイリーチェックイン報酬", zh: "每日签到奖励", id: "Hadiah check-in harian", th: "รางวัลเช็กอินรายวัน", vi: "Thưởng điểm danh hằng ngày" },
    summary: { en: "Log in every day and claim P 5.", pt: "Entre todos os dias e resgate P 5." },
    content: rules(["Log in once a day.", "Claim your P 5 before midnight.", "No turnover requirement."], ["Entre uma vez por dia.", "Resgate seus P 5 antes da meia-noite.", "Sem exigência de rollover."]),
    startDay: -5,
    endDay: 25,
    rewardMinor: 500,
    demo: "CLAIM",
    hue: 200,
  },
  {
    promotionId: "PROMO8",
    categoryId: "DAILY",
    kind: "SIGNUP",
    titles: { pt: "Corrida de fim de semana", en: "Weekend turnover race", ja: "週末ターンオーバーレース", zh: "周末流水竞赛", id: "Balapan turnover akhir pekan", th: "การแข่งขันยอดเทิร์นโอเวอร์สุดสัปดาห์", vi: "Đua doanh thu cuối tuần" },
    summary: { en: "The top 100 by weekend turnover share P 10,000.", pt: "Os 100 maiores em rollover no fim de semana dividem P 10.000." },
    content: rules(["Join before Saturday.", "Every valid bet counts towards your turnover.", "Prizes are worked out on Monday and issued by Tuesday."], ["Participe antes de sábado.", "Toda aposta válida conta para o seu rollover.", "Os prêmios são calculados na segunda e pagos até terça."]),
    startDay: -3,
    endDay: 4,
    rewardMinor: 0,
    demo: "IN_PROCESS",
    hue: 10,
  },
  {
    promotionId: "FIRSTDEP",
    categoryId: "NEW",
    kind: "APPLY",
    titles: { pt: "Bônus de primeiro depósito", en: "First deposit match", ja: "初回入金マッチ", zh: "首存配送", id: "Bonus deposit pertama", th: "โบนัสฝากครั้งแรก", vi: "Thưởng nạp đầu" },
    summary: { en: "Apply with your deposit receipt for a 50% match.", pt: "Inscreva-se com o comprovante do depósito para 50% extra." },
    content: rules(APPLY_LINES, APPLY_PT),
    startDay: -20,
    endDay: 40,
    rewardMinor: 10000,
    demo: "APPLYING",
    hue: 290,
  },
  {
    promotionId: "RELOAD",
    categoryId: "DAILY",
    kind: "APPLY",
    titles: { pt: "Bônus de recarga 20%", en: "Reload bonus 20%", ja: "20%リロードボーナス", zh: "20% 再存奖金", id: "Bonus isi ulang 20%", th: "โบนัสเติมเงิน 20%", vi: "Thưởng nạp lại 20%" },
    summary: { en: "20% on your reload, once a week.", pt: "20% na sua recarga, uma vez por semana." },
    content: rules(APPLY_LINES, APPLY_PT),
    startDay: -15,
    endDay: 45,
    rewardMinor: 4000,
    demo: "REJECTED",
    hue: 120,
  },
  {
    promotionId: "BIRTHDAY",
    categoryId: "VIP",
    kind: "APPLY",
    titles: { pt: "Presente de aniversário", en: "Birthday gift", ja: "誕生日ギフト", zh: "生日礼金", id: "Hadiah ulang tahun", th: "ของขวัญวันเกิด", vi: "Quà sinh nhật" },
    summary: { en: "A gift from us in your birthday month.", pt: "Um presente nosso no mês do seu aniversário." },
    content: rules(APPLY_LINES, APPLY_PT),
    startDay: -90,
    endDay: 270,
    rewardMinor: 8800,
    demo: "ISSUED",
    hue: 330,
  },
  {
    promotionId: "LUCKY",
    categoryId: "LUCKY",
    kind: "RAFFLE",
    titles: { pt: "Chuva de envelopes vermelhos", en: "Red envelope rain", ja: "紅包の雨", zh: "红包雨", id: "Hujan angpao", th: "ฝนอั่งเปา", vi: "Mưa lì xì" },
    summary: { en: "Open a red envelope: every one holds a prize.", pt: "Abra um envelope vermelho: todos têm um prêmio." },
    content: rules(["One red envelope per member.", "Every envelope holds a prize between P 1.88 and P 88.88.", "The prize goes to your main wallet."], ["Um envelope vermelho por membro.", "Todo envelope tem um prêmio entre P 1,88 e P 88,88.", "O prêmio vai para a sua carteira principal."]),
    startDay: -2,
    endDay: 12,
    rewardMinor: 0,
    demo: "CLAIM",
    hue: 0,
  },
  {
    promotionId: "SUMMER",
    categoryId: "LUCKY",
    kind: "SIGNUP",
    titles: { pt: "Festival de verão", en: "Summer festival", ja: "サマーフェスティバル", zh: "夏日嘉年华", id: "Festival musim panas", th: "เทศกาลฤดูร้อน", vi: "Lễ hội mùa hè" },
    summary: { en: "Our summer festival has ended. Thank you for playing!", pt: "Nosso festival de verão terminou. Obrigado por jogar!" },
    content: rules(["The festival ran for 30 days.", "All prizes have been issued."], ["O festival durou 30 dias.", "Todos os prêmios foram pagos."]),
    startDay: -40,
    endDay: -10,
    rewardMinor: 0,
    hue: 50,
  },
  {
    promotionId: "NEWYEAR",
    categoryId: "LUCKY",
    kind: "RAFFLE",
    titles: { pt: "Sorteio de Ano Novo", en: "New Year lucky draw", ja: "新年ラッキードロー", zh: "新年幸运抽奖", id: "Undian Tahun Baru", th: "จับรางวัลปีใหม่", vi: "Rút thăm năm mới" },
    summary: { en: "Starts soon: one lucky ticket for every member.", pt: "Começa em breve: um bilhete da sorte para cada membro." },
    content: rules(["The draw opens in a few days.", "Every member gets one lucky ticket."], ["O sorteio abre em poucos dias.", "Cada membro recebe um bilhete da sorte."]),
    startDay: 5,
    endDay: 20,
    rewardMinor: 0,
    hue: 350,
  },
  {
    promotionId: "LOYALTY",
    categoryId: "REBATE",
    kind: "CLAIM",
    titles: { pt: "Cashback de fidelidade", en: "Loyalty cashback", ja: "ロイヤルティキャッシュバック", zh: "忠诚返水", id: "Cashback loyalitas", th: "เงินคืนสมาชิกประจำ", vi: "Hoàn tiền khách hàng thân thiết" },
    summary: { en: "Monthly cashback for our regular players.", pt: "Cashback mensal para nossos jogadores frequentes." },
    content: rules(["Play at least 20 days a month.", "Claim 2% of your monthly turnover."], ["Jogue pelo menos 20 dias por mês.", "Resgate 2% do seu rollover mensal."]),
    startDay: -25,
    endDay: 35,
    rewardMinor: 2500,
    demo: "CLAIMED",
    hue: 180,
  },
];

/** Red envelope prizes (minor units): one is drawn per member and promotion, from the sandbox seed. */
export const RAFFLE_PRIZES: readonly number[] = [188, 588, 888, 1288, 1888, 2888, 5888, 8888];
