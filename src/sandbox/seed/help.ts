/**
 * Help-centre articles answered by `GET /wps/system/helpCenter` (ADR 0002; CNT-01): categories, titles and HTML in
 * the seven site languages. The "bonus" article carries the hostile announcement payload on purpose (script, event
 * handlers, `javascript:` links, frames …): the help centre must render it sanitised (CNT-03).
 */
import { HOSTILE_HTML } from "./announcements.ts";

export interface HelpItem {
  tag: string;
  title: string;
  content: string;
  /** The article's category, in the item's language (CNT-01). */
  category: string;
}

export const HELP_LANGUAGES = ["en", "pt", "id", "ja", "th", "vi", "zh"] as const;
type Lang = (typeof HELP_LANGUAGES)[number];
type Localised = Record<Lang, string>;

interface HelpSeed {
  tag: string;
  category: keyof typeof CATEGORIES;
  title: Localised;
  /** The article's HTML below its title. */
  body: Localised;
}

const CATEGORIES = {
  about: { en: "About us", pt: "Sobre nós", id: "Tentang kami", ja: "会社概要", th: "เกี่ยวกับเรา", vi: "Về chúng tôi", zh: "关于我们" },
  rules: { en: "Rules and policies", pt: "Regras e políticas", id: "Aturan dan kebijakan", ja: "規約とポリシー", th: "กฎและนโยบาย", vi: "Quy định và chính sách", zh: "规则与政策" },
  payments: { en: "Deposits and withdrawals", pt: "Depósitos e saques", id: "Deposit dan penarikan", ja: "入金と出金", th: "ฝากและถอนเงิน", vi: "Nạp và rút tiền", zh: "存款与取款" },
  questions: { en: "Questions", pt: "Dúvidas", id: "Pertanyaan", ja: "よくある質問", th: "คำถาม", vi: "Câu hỏi", zh: "常见问题" },
} satisfies Record<string, Localised>;

const HELP: readonly HelpSeed[] = [
  {
    tag: "about",
    category: "about",
    title: { en: "About us", pt: "Sobre nós", id: "Tentang kami", ja: "私たちについて", th: "เกี่ยวกับเรา", vi: "Giới thiệu", zh: "关于我们" },
    body: {
      en: "<p>This is a <strong>sandbox</strong> site used to develop and test the white-label front end. No real money is involved.</p>",
      pt: "<p>Este é um site de <strong>testes</strong> usado para desenvolver e testar o front end. Nenhum dinheiro real é envolvido.</p>",
      id: "<p>Ini adalah situs <strong>sandbox</strong> untuk mengembangkan dan menguji tampilan situs. Tidak ada uang sungguhan.</p>",
      ja: "<p>これはフロントエンドの開発とテストに使う<strong>サンドボックス</strong>サイトです。実際のお金は使われません。</p>",
      th: "<p>นี่คือเว็บไซต์<strong>ทดสอบ</strong>สำหรับพัฒนาและทดสอบหน้าเว็บ ไม่มีการใช้เงินจริง</p>",
      vi: "<p>Đây là trang <strong>thử nghiệm</strong> dùng để phát triển và kiểm thử giao diện. Không dùng tiền thật.</p>",
      zh: "<p>这是一个用于开发和测试前端的<strong>沙盒</strong>网站，不涉及真实资金。</p>",
    },
  },
  {
    tag: "contact",
    category: "about",
    title: { en: "Contact us", pt: "Fale conosco", id: "Hubungi kami", ja: "お問い合わせ", th: "ติดต่อเรา", vi: "Liên hệ", zh: "联系我们" },
    body: {
      en: "<p>Customer service is open 24 hours a day through live chat: use the headset button at the side of the page.</p>",
      pt: "<p>O atendimento ao cliente funciona 24 horas por dia pelo chat ao vivo: use o botão de fone ao lado da página.</p>",
      id: "<p>Layanan pelanggan buka 24 jam sehari melalui obrolan langsung: gunakan tombol headset di samping halaman.</p>",
      ja: "<p>カスタマーサービスはライブチャットで24時間対応しています。ページ横のヘッドセットボタンをご利用ください。</p>",
      th: "<p>ฝ่ายบริการลูกค้าเปิดตลอด 24 ชั่วโมงผ่านแชทสด: ใช้ปุ่มหูฟังที่ด้านข้างของหน้า</p>",
      vi: "<p>Chăm sóc khách hàng hoạt động 24 giờ mỗi ngày qua trò chuyện trực tuyến: dùng nút tai nghe bên cạnh trang.</p>",
      zh: "<p>客服通过在线聊天全天 24 小时服务：请使用页面侧边的耳机按钮。</p>",
    },
  },
  {
    tag: "affiliates",
    category: "about",
    title: { en: "Affiliates", pt: "Afiliados", id: "Afiliasi", ja: "アフィリエイト", th: "พันธมิตร", vi: "Đại lý", zh: "代理合作" },
    body: {
      en: "<p>Invite players and earn a share of the turnover of your team. Apply on the <em>Join us</em> page; we answer within two working days.</p>",
      pt: "<p>Convide jogadores e ganhe uma parte do volume da sua equipe. Candidate-se na página <em>Junte-se a nós</em>; respondemos em até dois dias úteis.</p>",
      id: "<p>Ajak pemain dan dapatkan bagian dari omzet tim Anda. Daftar di halaman <em>Bergabung</em>; kami menjawab dalam dua hari kerja.</p>",
      ja: "<p>プレイヤーを招待し、チームの売上の一部を受け取れます。<em>参加する</em>ページからお申し込みください。2営業日以内にご回答します。</p>",
      th: "<p>ชวนผู้เล่นและรับส่วนแบ่งจากยอดเล่นของทีมคุณ สมัครที่หน้า <em>ร่วมงานกับเรา</em> เราจะตอบภายในสองวันทำการ</p>",
      vi: "<p>Mời người chơi và nhận một phần doanh thu của đội bạn. Đăng ký tại trang <em>Tham gia</em>; chúng tôi trả lời trong hai ngày làm việc.</p>",
      zh: "<p>邀请玩家，赚取团队流水分成。请在<em>加入我们</em>页面申请，我们会在两个工作日内答复。</p>",
    },
  },
  {
    tag: "term",
    category: "rules",
    title: { en: "Terms and conditions", pt: "Termos e condições", id: "Syarat dan ketentuan", ja: "利用規約", th: "ข้อกำหนดและเงื่อนไข", vi: "Điều khoản và điều kiện", zh: "条款与条件" },
    body: {
      en: "<ol><li>You must be at least 18 years old.</li><li>One account per person.</li><li>Promotions follow their own rules.</li></ol>",
      pt: "<ol><li>Você deve ter pelo menos 18 anos.</li><li>Uma conta por pessoa.</li><li>As promoções seguem as suas próprias regras.</li></ol>",
      id: "<ol><li>Anda harus berusia minimal 18 tahun.</li><li>Satu akun per orang.</li><li>Promosi mengikuti aturannya sendiri.</li></ol>",
      ja: "<ol><li>18歳以上である必要があります。</li><li>アカウントはお一人様1つです。</li><li>プロモーションはそれぞれの規約に従います。</li></ol>",
      th: "<ol><li>คุณต้องมีอายุอย่างน้อย 18 ปี</li><li>หนึ่งบัญชีต่อหนึ่งคน</li><li>โปรโมชั่นเป็นไปตามกฎของแต่ละรายการ</li></ol>",
      vi: "<ol><li>Bạn phải từ 18 tuổi trở lên.</li><li>Mỗi người một tài khoản.</li><li>Khuyến mãi tuân theo quy định riêng.</li></ol>",
      zh: "<ol><li>您必须年满 18 岁。</li><li>每人仅限一个账户。</li><li>优惠活动遵循各自的规则。</li></ol>",
    },
  },
  {
    tag: "privacy",
    category: "rules",
    title: { en: "Privacy policy", pt: "Política de privacidade", id: "Kebijakan privasi", ja: "プライバシーポリシー", th: "นโยบายความเป็นส่วนตัว", vi: "Chính sách bảo mật", zh: "隐私政策" },
    body: {
      en: "<p>We keep only the data needed to run your account. The sandbox forgets everything when it is reset.</p>",
      pt: "<p>Guardamos apenas os dados necessários para a sua conta. O sandbox esquece tudo quando é reiniciado.</p>",
      id: "<p>Kami hanya menyimpan data yang diperlukan untuk akun Anda. Sandbox melupakan semuanya saat diatur ulang.</p>",
      ja: "<p>アカウントの運用に必要なデータのみを保管します。サンドボックスはリセット時にすべてを消去します。</p>",
      th: "<p>เราเก็บเฉพาะข้อมูลที่จำเป็นสำหรับบัญชีของคุณ ระบบทดสอบจะลบทุกอย่างเมื่อรีเซ็ต</p>",
      vi: "<p>Chúng tôi chỉ giữ dữ liệu cần thiết cho tài khoản của bạn. Môi trường thử nghiệm xóa mọi thứ khi đặt lại.</p>",
      zh: "<p>我们只保存运营您的账户所需的数据。沙盒重置时会清除所有内容。</p>",
    },
  },
  {
    tag: "responsible",
    category: "rules",
    title: { en: "Responsible gaming", pt: "Jogo responsável", id: "Permainan yang bertanggung jawab", ja: "責任あるゲーム", th: "การเล่นอย่างรับผิดชอบ", vi: "Chơi có trách nhiệm", zh: "理性游戏" },
    body: {
      en: "<p>Play is for adults (18+) and for fun. Set a budget and a time limit, take breaks and never chase losses.</p><ul><li>Only play with money you can afford to lose.</li><li>Do not play when upset or under the influence.</li><li>If gaming stops being fun, contact customer service to pause your account.</li></ul><p><a href=\"https://www.begambleaware.org/\">Get independent help</a>.</p>",
      pt: "<p>Jogar é para adultos (18+) e por diversão. Defina um orçamento e um limite de tempo, faça pausas e nunca tente recuperar perdas.</p><ul><li>Jogue apenas com dinheiro que pode perder.</li><li>Não jogue quando estiver abalado ou sob influência.</li><li>Se o jogo deixar de ser divertido, fale com o atendimento para pausar a sua conta.</li></ul><p><a href=\"https://www.begambleaware.org/\">Peça ajuda independente</a>.</p>",
      id: "<p>Permainan hanya untuk orang dewasa (18+) dan untuk hiburan. Tetapkan anggaran dan batas waktu, beristirahatlah dan jangan mengejar kekalahan.</p><ul><li>Bermainlah hanya dengan uang yang sanggup Anda relakan.</li><li>Jangan bermain saat kesal atau di bawah pengaruh.</li><li>Jika permainan tidak lagi menyenangkan, hubungi layanan pelanggan untuk menjeda akun Anda.</li></ul><p><a href=\"https://www.begambleaware.org/\">Dapatkan bantuan independen</a>.</p>",
      ja: "<p>ゲームは成人（18歳以上）が楽しむためのものです。予算と時間の上限を決め、休憩を取り、負けを取り返そうとしないでください。</p><ul><li>失っても困らない金額だけで遊びましょう。</li><li>動揺しているときや酔っているときは遊ばないでください。</li><li>楽しめなくなったら、カスタマーサービスに連絡してアカウントを停止できます。</li></ul><p><a href=\"https://www.begambleaware.org/\">第三者の支援を受ける</a>。</p>",
      th: "<p>การเล่นเป็นเรื่องสำหรับผู้ใหญ่ (18+) และเพื่อความสนุก กำหนดงบและเวลา พักเป็นระยะ และอย่าไล่ตามการเสีย</p><ul><li>เล่นด้วยเงินที่คุณเสียได้เท่านั้น</li><li>อย่าเล่นขณะอารมณ์ไม่ดีหรือมึนเมา</li><li>หากการเล่นไม่สนุกอีกต่อไป ติดต่อฝ่ายบริการลูกค้าเพื่อพักบัญชีของคุณ</li></ul><p><a href=\"https://www.begambleaware.org/\">ขอความช่วยเหลือจากองค์กรอิสระ</a></p>",
      vi: "<p>Trò chơi dành cho người lớn (18+) và để giải trí. Đặt ngân sách và giới hạn thời gian, nghỉ giải lao và đừng cố gỡ khi thua.</p><ul><li>Chỉ chơi bằng số tiền bạn có thể mất.</li><li>Đừng chơi khi buồn bực hoặc say.</li><li>Nếu trò chơi không còn vui, hãy liên hệ chăm sóc khách hàng để tạm khóa tài khoản.</li></ul><p><a href=\"https://www.begambleaware.org/\">Nhận trợ giúp độc lập</a>.</p>",
      zh: "<p>游戏仅供成年人（18 岁以上）娱乐。请设定预算和时间限制，适时休息，切勿追回损失。</p><ul><li>只用您输得起的钱来玩。</li><li>情绪低落或酒后请勿游戏。</li><li>如果游戏不再有趣，请联系客服暂停您的账户。</li></ul><p><a href=\"https://www.begambleaware.org/\">获取独立帮助</a>。</p>",
    },
  },
  {
    tag: "refund",
    category: "rules",
    title: { en: "Refund policy", pt: "Política de reembolso", id: "Kebijakan pengembalian dana", ja: "返金ポリシー", th: "นโยบายการคืนเงิน", vi: "Chính sách hoàn tiền", zh: "退款政策" },
    body: {
      en: "<p>A deposit that did not reach your wallet is refunded to the account it came from within five working days. Settled bets are not refunded.</p>",
      pt: "<p>Um depósito que não chegou à sua carteira é reembolsado para a conta de origem em até cinco dias úteis. Apostas liquidadas não são reembolsadas.</p>",
      id: "<p>Deposit yang tidak masuk ke dompet Anda dikembalikan ke rekening asal dalam lima hari kerja. Taruhan yang sudah diselesaikan tidak dikembalikan.</p>",
      ja: "<p>ウォレットに反映されなかった入金は、5営業日以内に送金元の口座へ返金されます。確定したベットは返金されません。</p>",
      th: "<p>เงินฝากที่ไม่เข้ากระเป๋าของคุณจะคืนไปยังบัญชีต้นทางภายในห้าวันทำการ เดิมพันที่ชำระแล้วจะไม่คืนเงิน</p>",
      vi: "<p>Khoản nạp không vào ví sẽ được hoàn về tài khoản gốc trong năm ngày làm việc. Cược đã kết toán không được hoàn.</p>",
      zh: "<p>未到账的存款将在五个工作日内退回原账户。已结算的投注不予退款。</p>",
    },
  },
  {
    tag: "deposit",
    category: "payments",
    title: { en: "How to deposit", pt: "Como depositar", id: "Cara deposit", ja: "入金方法", th: "วิธีฝากเงิน", vi: "Cách nạp tiền", zh: "如何存款" },
    body: {
      en: "<ul><li>Open the member centre.</li><li>Choose <em>Deposit</em> and a payment method.</li><li>Enter the amount and confirm.</li></ul>",
      pt: "<ul><li>Abra o centro do membro.</li><li>Escolha <em>Depósito</em> e um método de pagamento.</li><li>Digite o valor e confirme.</li></ul>",
      id: "<ul><li>Buka pusat anggota.</li><li>Pilih <em>Deposit</em> dan metode pembayaran.</li><li>Masukkan jumlah dan konfirmasi.</li></ul>",
      ja: "<ul><li>会員センターを開きます。</li><li><em>入金</em>と支払い方法を選びます。</li><li>金額を入力して確定します。</li></ul>",
      th: "<ul><li>เปิดศูนย์สมาชิก</li><li>เลือก <em>ฝากเงิน</em> และวิธีชำระเงิน</li><li>ใส่จำนวนเงินแล้วยืนยัน</li></ul>",
      vi: "<ul><li>Mở trung tâm thành viên.</li><li>Chọn <em>Nạp tiền</em> và phương thức thanh toán.</li><li>Nhập số tiền và xác nhận.</li></ul>",
      zh: "<ul><li>打开会员中心。</li><li>选择<em>存款</em>和支付方式。</li><li>输入金额并确认。</li></ul>",
    },
  },
  {
    tag: "withdraw",
    category: "payments",
    title: { en: "How to withdraw", pt: "Como sacar", id: "Cara penarikan", ja: "出金方法", th: "วิธีถอนเงิน", vi: "Cách rút tiền", zh: "如何取款" },
    body: {
      en: "<p>Withdrawals need a verified phone number, a bank account and a payment password.</p>",
      pt: "<p>Os saques exigem um número de telefone verificado, uma conta bancária e uma senha de pagamento.</p>",
      id: "<p>Penarikan memerlukan nomor telepon terverifikasi, rekening bank, dan kata sandi pembayaran.</p>",
      ja: "<p>出金には認証済みの電話番号、銀行口座、支払いパスワードが必要です。</p>",
      th: "<p>การถอนเงินต้องมีเบอร์โทรที่ยืนยันแล้ว บัญชีธนาคาร และรหัสผ่านการชำระเงิน</p>",
      vi: "<p>Rút tiền cần số điện thoại đã xác minh, tài khoản ngân hàng và mật khẩu thanh toán.</p>",
      zh: "<p>取款需要已验证的手机号码、银行账户和支付密码。</p>",
    },
  },
  {
    tag: "faq",
    category: "questions",
    title: { en: "Frequently asked questions", pt: "Perguntas frequentes", id: "Pertanyaan umum", ja: "よくある質問", th: "คำถามที่พบบ่อย", vi: "Câu hỏi thường gặp", zh: "常见问题解答" },
    body: {
      en: "<dl><dt>I forgot my password</dt><dd>Use <em>Forgot password</em> on the login form.</dd><dt>Why a captcha?</dt><dd>After three failed logins a captcha is required.</dd></dl>",
      pt: "<dl><dt>Esqueci a minha senha</dt><dd>Use <em>Esqueci a senha</em> no formulário de login.</dd><dt>Por que um captcha?</dt><dd>Após três tentativas falhadas, um captcha é exigido.</dd></dl>",
      id: "<dl><dt>Saya lupa kata sandi</dt><dd>Gunakan <em>Lupa kata sandi</em> di formulir masuk.</dd><dt>Mengapa ada captcha?</dt><dd>Setelah tiga kali gagal masuk, captcha diperlukan.</dd></dl>",
      ja: "<dl><dt>パスワードを忘れました</dt><dd>ログインフォームの<em>パスワードをお忘れですか</em>をご利用ください。</dd><dt>なぜキャプチャが必要ですか？</dt><dd>ログインに3回失敗するとキャプチャが必要になります。</dd></dl>",
      th: "<dl><dt>ฉันลืมรหัสผ่าน</dt><dd>ใช้ <em>ลืมรหัสผ่าน</em> ในแบบฟอร์มเข้าสู่ระบบ</dd><dt>ทำไมต้องมีแคปต์ชา</dt><dd>หลังจากเข้าสู่ระบบไม่สำเร็จสามครั้ง ต้องกรอกแคปต์ชา</dd></dl>",
      vi: "<dl><dt>Tôi quên mật khẩu</dt><dd>Dùng <em>Quên mật khẩu</em> trên biểu mẫu đăng nhập.</dd><dt>Tại sao có captcha?</dt><dd>Sau ba lần đăng nhập thất bại, cần nhập captcha.</dd></dl>",
      zh: "<dl><dt>我忘记了密码</dt><dd>请使用登录表单上的<em>忘记密码</em>。</dd><dt>为什么需要验证码？</dt><dd>登录失败三次后需要输入验证码。</dd></dl>",
    },
  },
  {
    tag: "bonus",
    category: "questions",
    title: { en: "Bonus rules", pt: "Regras de bônus", id: "Aturan bonus", ja: "ボーナス規約", th: "กฎโบนัส", vi: "Quy định tiền thưởng", zh: "奖金规则" },
    // Hostile on purpose in every language (CNT-03): the help centre must neutralise it.
    body: { en: HOSTILE_HTML, pt: HOSTILE_HTML, id: HOSTILE_HTML, ja: HOSTILE_HTML, th: HOSTILE_HTML, vi: HOSTILE_HTML, zh: HOSTILE_HTML },
  },
];

/** The language of a `lang` parameter or `Language` header (`pt`, `PT`, `pt-BR` → pt); anything unknown → English. */
export function helpLanguage(lang: string | null | undefined): Lang {
  const base = (lang ?? "").toLowerCase().split(/[-_]/)[0];
  return (HELP_LANGUAGES as readonly string[]).includes(base ?? "") ? (base as Lang) : "en";
}

/** Items in the requested language (the page shows the title; the HTML is the article's body). */
export function helpItems(lang: string | null | undefined): HelpItem[] {
  const key = helpLanguage(lang);
  return HELP.map((h) => ({
    tag: h.tag,
    title: h.title[key],
    category: CATEGORIES[h.category][key],
    content: h.body[key],
  }));
}
