/**
 * The platform's content pages answered by `GET /wps/system/content?type=NEWS|BLOG|ABOUT&lang=…` (deviation CNT-17):
 * news, blog posts and the about-us text in the seven site languages.
 */
type Lang = "en" | "pt" | "id" | "ja" | "th" | "vi" | "zh";
type Localised = Record<Lang, string>;

interface ArticleSeed {
  id: string;
  type: "NEWS" | "BLOG" | "ABOUT";
  /** Days before 2026-01-05 (the seed's fixed date). */
  daysAgo: number;
  title: Localised;
  summary: Localised;
  /** Paragraphs of the body. */
  body: Localised[];
}

const BASE = Date.UTC(2026, 0, 5, 9, 0, 0);
const DAY = 86_400_000;

const SEEDS: ArticleSeed[] = [
  {
    id: "news-live-tables",
    type: "NEWS",
    daysAgo: 2,
    title: { en: "New live casino tables", pt: "Novas mesas de cassino ao vivo", id: "Meja kasino langsung baru", ja: "新しいライブカジノテーブル", th: "โต๊ะคาสิโนสดใหม่", vi: "Bàn casino trực tiếp mới", zh: "全新真人娱乐桌台" },
    summary: { en: "Twelve more baccarat and roulette tables are open around the clock.", pt: "Mais doze mesas de bacará e roleta abertas 24 horas.", id: "Dua belas meja bakarat dan rolet baru buka sepanjang waktu.", ja: "バカラとルーレットのテーブルが12台増え、24時間営業です。", th: "เพิ่มโต๊ะบาคาร่าและรูเล็ตอีกสิบสองโต๊ะ เปิดตลอด 24 ชั่วโมง", vi: "Thêm mười hai bàn baccarat và roulette mở suốt ngày đêm.", zh: "新增十二张百家乐和轮盘桌，全天候开放。" },
    body: [
      { en: "From today the live casino has twelve more baccarat and roulette tables, with dealers speaking Portuguese, English and Vietnamese.", pt: "A partir de hoje o cassino ao vivo tem mais doze mesas de bacará e roleta, com crupiês que falam português, inglês e vietnamita.", id: "Mulai hari ini kasino langsung memiliki dua belas meja bakarat dan rolet tambahan, dengan dealer berbahasa Portugis, Inggris, dan Vietnam.", ja: "本日からライブカジノにバカラとルーレットのテーブルが12台加わり、ポルトガル語・英語・ベトナム語のディーラーが担当します。", th: "ตั้งแต่วันนี้ คาสิโนสดมีโต๊ะบาคาร่าและรูเล็ตเพิ่มอีกสิบสองโต๊ะ พร้อมดีลเลอร์ที่พูดภาษาโปรตุเกส อังกฤษ และเวียดนาม", vi: "Từ hôm nay casino trực tiếp có thêm mười hai bàn baccarat và roulette, với người chia bài nói tiếng Bồ Đào Nha, tiếng Anh và tiếng Việt.", zh: "即日起，真人娱乐新增十二张百家乐和轮盘桌，荷官使用葡萄牙语、英语和越南语。" },
      { en: "Open the Live tab in the header to find them.", pt: "Abra a aba Ao vivo no topo para encontrá-las.", id: "Buka tab Langsung di bagian atas untuk menemukannya.", ja: "ヘッダーのライブタブからどうぞ。", th: "เปิดแท็บคาสิโนสดที่ส่วนหัวเพื่อค้นหา", vi: "Mở thẻ Trực tiếp ở đầu trang để tìm.", zh: "打开页头的真人标签即可找到。" },
    ],
  },
  {
    id: "news-app-update",
    type: "NEWS",
    daysAgo: 9,
    title: { en: "The app is faster", pt: "O aplicativo está mais rápido", id: "Aplikasi kini lebih cepat", ja: "アプリが高速になりました", th: "แอปเร็วขึ้นแล้ว", vi: "Ứng dụng nhanh hơn", zh: "应用更快了" },
    summary: { en: "The new version opens games in half the time.", pt: "A nova versão abre os jogos na metade do tempo.", id: "Versi baru membuka gim dalam separuh waktu.", ja: "新バージョンはゲームを半分の時間で開きます。", th: "เวอร์ชันใหม่เปิดเกมได้ในครึ่งเวลา", vi: "Phiên bản mới mở trò chơi nhanh gấp đôi.", zh: "新版本打开游戏的时间减半。" },
    body: [
      { en: "Update the app from the download page to get the new version.", pt: "Atualize o aplicativo pela página de download para obter a nova versão.", id: "Perbarui aplikasi dari halaman unduhan untuk mendapatkan versi baru.", ja: "ダウンロードページからアプリを更新して新バージョンを入手してください。", th: "อัปเดตแอปจากหน้าดาวน์โหลดเพื่อรับเวอร์ชันใหม่", vi: "Cập nhật ứng dụng từ trang tải xuống để có phiên bản mới.", zh: "请在下载页面更新应用以获取新版本。" },
    ],
  },
  {
    id: "blog-bankroll",
    type: "BLOG",
    daysAgo: 4,
    title: { en: "Set a budget before you play", pt: "Defina um orçamento antes de jogar", id: "Tetapkan anggaran sebelum bermain", ja: "遊ぶ前に予算を決めましょう", th: "ตั้งงบประมาณก่อนเล่น", vi: "Đặt ngân sách trước khi chơi", zh: "游戏前先设定预算" },
    summary: { en: "Three habits that keep games fun.", pt: "Três hábitos que mantêm o jogo divertido.", id: "Tiga kebiasaan agar permainan tetap menyenangkan.", ja: "ゲームを楽しく続ける3つの習慣。", th: "สามนิสัยที่ทำให้การเล่นสนุก", vi: "Ba thói quen giúp trò chơi luôn vui.", zh: "让游戏保持乐趣的三个习惯。" },
    body: [
      { en: "Decide how much you will spend this week and stop when it is gone.", pt: "Decida quanto vai gastar nesta semana e pare quando acabar.", id: "Tentukan berapa yang akan Anda habiskan minggu ini dan berhenti saat habis.", ja: "今週使う金額を決め、使い切ったらやめましょう。", th: "กำหนดว่าจะใช้เงินเท่าไรในสัปดาห์นี้ และหยุดเมื่อหมด", vi: "Quyết định số tiền bạn sẽ chi trong tuần này và dừng lại khi hết.", zh: "决定本周花费多少，用完即停。" },
      { en: "Take breaks, and never chase a loss.", pt: "Faça pausas e nunca tente recuperar uma perda.", id: "Beristirahatlah, dan jangan pernah mengejar kekalahan.", ja: "休憩を取り、負けを取り返そうとしないでください。", th: "พักบ้าง และอย่าไล่ตามการเสีย", vi: "Hãy nghỉ giải lao và đừng bao giờ cố gỡ thua.", zh: "适时休息，切勿追损。" },
    ],
  },
  {
    id: "blog-slots-guide",
    type: "BLOG",
    daysAgo: 12,
    title: { en: "How slot features work", pt: "Como funcionam os recursos dos slots", id: "Cara kerja fitur slot", ja: "スロットの機能のしくみ", th: "ฟีเจอร์สล็อตทำงานอย่างไร", vi: "Các tính năng slot hoạt động thế nào", zh: "老虎机功能如何运作" },
    summary: { en: "Free spins, multipliers and wilds explained.", pt: "Giros grátis, multiplicadores e wilds explicados.", id: "Putaran gratis, pengganda, dan wild dijelaskan.", ja: "フリースピン、倍率、ワイルドを解説。", th: "อธิบายฟรีสปิน ตัวคูณ และไวลด์", vi: "Giải thích vòng quay miễn phí, hệ số nhân và biểu tượng wild.", zh: "免费旋转、倍数和百搭图标详解。" },
    body: [
      { en: "Free spins play rounds without a bet; multipliers raise a win; a wild stands for any symbol on its line. Try a game for free first where it offers a free trial.", pt: "Giros grátis jogam rodadas sem aposta; multiplicadores aumentam um prêmio; um wild substitui qualquer símbolo da linha. Experimente o jogo grátis antes, quando houver teste gratuito.", id: "Putaran gratis memainkan ronde tanpa taruhan; pengganda menaikkan kemenangan; wild menggantikan simbol apa pun di garisnya. Coba gim gratis dulu jika tersedia uji coba.", ja: "フリースピンはベットなしでラウンドを回し、倍率は勝ちを増やし、ワイルドはライン上のどのシンボルにもなります。無料体験があるゲームはまず無料で試しましょう。", th: "ฟรีสปินเล่นรอบโดยไม่ต้องเดิมพัน ตัวคูณเพิ่มเงินรางวัล ไวลด์แทนสัญลักษณ์ใดก็ได้ในไลน์ ลองเล่นฟรีก่อนถ้าเกมมีทดลองเล่น", vi: "Vòng quay miễn phí chơi không cần cược; hệ số nhân tăng tiền thắng; wild thay cho mọi biểu tượng trên hàng. Hãy chơi thử miễn phí trước nếu trò chơi có.", zh: "免费旋转无需下注即可进行；倍数提高奖金；百搭可替代其所在线上的任何图标。如有免费试玩，请先试玩。" },
    ],
  },
  {
    id: "about-us",
    type: "ABOUT",
    daysAgo: 30,
    title: { en: "About us", pt: "Sobre nós", id: "Tentang kami", ja: "会社概要", th: "เกี่ยวกับเรา", vi: "Về chúng tôi", zh: "关于我们" },
    summary: { en: "Who we are and what we stand for.", pt: "Quem somos e o que defendemos.", id: "Siapa kami dan apa yang kami junjung.", ja: "私たちについてと大切にしていること。", th: "เราคือใครและเรายึดถืออะไร", vi: "Chúng tôi là ai và điều chúng tôi theo đuổi.", zh: "我们是谁，我们坚持什么。" },
    body: [
      { en: "We run an online games site for adults: slots, live casino, sports, fishing, card games and lotteries from licensed studios.", pt: "Mantemos um site de jogos online para adultos: slots, cassino ao vivo, esportes, pesca, jogos de cartas e loterias de estúdios licenciados.", id: "Kami menjalankan situs gim daring untuk dewasa: slot, kasino langsung, olahraga, memancing, permainan kartu, dan lotre dari studio berlisensi.", ja: "私たちは成人向けのオンラインゲームサイトを運営しています。認可スタジオのスロット、ライブカジノ、スポーツ、フィッシング、カードゲーム、宝くじを提供します。", th: "เราให้บริการเว็บไซต์เกมออนไลน์สำหรับผู้ใหญ่ ทั้งสล็อต คาสิโนสด กีฬา ยิงปลา เกมไพ่ และลอตเตอรีจากสตูดิโอที่ได้รับใบอนุญาต", vi: "Chúng tôi vận hành trang trò chơi trực tuyến cho người lớn: slot, casino trực tiếp, thể thao, bắn cá, bài và xổ số từ các studio được cấp phép.", zh: "我们运营面向成年人的在线游戏网站：来自持牌工作室的老虎机、真人娱乐、体育、捕鱼、棋牌和彩票。" },
      { en: "Fair play, fast payouts and responsible gaming come first.", pt: "Jogo justo, pagamentos rápidos e jogo responsável vêm em primeiro lugar.", id: "Permainan adil, pembayaran cepat, dan permainan bertanggung jawab adalah yang utama.", ja: "公正なプレイ、迅速な出金、責任あるゲームを最優先にしています。", th: "การเล่นที่เป็นธรรม การจ่ายเงินที่รวดเร็ว และการเล่นอย่างรับผิดชอบมาก่อนเสมอ", vi: "Chơi công bằng, thanh toán nhanh và chơi có trách nhiệm là ưu tiên hàng đầu.", zh: "公平游戏、快速出款和负责任博彩是我们的首要原则。" },
    ],
  },
];

const LANGS: readonly Lang[] = ["en", "pt", "id", "ja", "th", "vi", "zh"];

/** The articles of a kind in a language (the `Language` header's or `lang`; English otherwise), newest first. */
export function contentArticles(type: string | null, language: string | null): { id: string; title: string; summary: string; content: string; date: number }[] {
  const lang = (LANGS as readonly string[]).includes(language?.toLowerCase() ?? "") ? (language!.toLowerCase() as Lang) : "en";
  return SEEDS.filter((seed) => seed.type === (type ?? "").toUpperCase())
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map((seed) => ({
      id: seed.id,
      title: seed.title[lang],
      summary: seed.summary[lang],
      content: seed.body.map((paragraph) => `<p>${paragraph[lang]}</p>`).join(""),
      date: BASE - seed.daysAgo * DAY,
    }));
}
