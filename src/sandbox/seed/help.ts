/** Help-centre items answered by `GET /wps/system/helpCenter` (ADR 0002): titles and HTML per language. */
export interface HelpItem {
  tag: string;
  title: string;
  content: string;
}

type Localised = Record<"en" | "pt", string>;

interface HelpSeed {
  tag: string;
  title: Localised;
  content: Localised;
}

const HELP: readonly HelpSeed[] = [
  {
    tag: "about",
    title: { en: "About us", pt: "Sobre nós" },
    content: {
      en: "<h2>About us</h2><p>This is a <strong>sandbox</strong> site used to develop and test the white-label front end. No real money is involved.</p>",
      pt: "<h2>Sobre nós</h2><p>Este é um site de <strong>testes</strong> usado para desenvolver e testar o front end. Nenhum dinheiro real é envolvido.</p>",
    },
  },
  {
    tag: "term",
    title: { en: "Terms and conditions", pt: "Termos e condições" },
    content: {
      en: "<h2>Terms and conditions</h2><ol><li>You must be at least 18 years old.</li><li>One account per person.</li><li>Promotions follow their own rules.</li></ol>",
      pt: "<h2>Termos e condições</h2><ol><li>Você deve ter pelo menos 18 anos.</li><li>Uma conta por pessoa.</li><li>As promoções seguem as suas próprias regras.</li></ol>",
    },
  },
  {
    tag: "privacy",
    title: { en: "Privacy policy", pt: "Política de privacidade" },
    content: {
      en: "<h2>Privacy policy</h2><p>We keep only the data needed to run your account. The sandbox forgets everything when it is reset.</p>",
      pt: "<h2>Política de privacidade</h2><p>Guardamos apenas os dados necessários para a sua conta. O sandbox esquece tudo quando é reiniciado.</p>",
    },
  },
  {
    tag: "responsible",
    title: { en: "Responsible gaming", pt: "Jogo responsável" },
    content: {
      en: "<h2>Responsible gaming</h2><p>Set limits, take breaks and never chase losses. <a href=\"https://www.begambleaware.org/\">Get help</a>.</p>",
      pt: "<h2>Jogo responsável</h2><p>Defina limites, faça pausas e nunca tente recuperar perdas. <a href=\"https://www.begambleaware.org/\">Peça ajuda</a>.</p>",
    },
  },
  {
    tag: "deposit",
    title: { en: "How to deposit", pt: "Como depositar" },
    content: {
      en: "<h2>How to deposit</h2><ul><li>Open the member centre.</li><li>Choose <em>Deposit</em> and a payment method.</li><li>Enter the amount and confirm.</li></ul>",
      pt: "<h2>Como depositar</h2><ul><li>Abra o centro do membro.</li><li>Escolha <em>Depósito</em> e um método de pagamento.</li><li>Digite o valor e confirme.</li></ul>",
    },
  },
  {
    tag: "withdraw",
    title: { en: "How to withdraw", pt: "Como sacar" },
    content: {
      en: "<h2>How to withdraw</h2><p>Withdrawals need a verified phone number and a payment password.</p>",
      pt: "<h2>Como sacar</h2><p>Os saques exigem um número de telefone verificado e uma senha de pagamento.</p>",
    },
  },
  {
    tag: "faq",
    title: { en: "Frequently asked questions", pt: "Perguntas frequentes" },
    content: {
      en: "<h2>Frequently asked questions</h2><dl><dt>I forgot my password</dt><dd>Use <em>Forgot password</em> on the login form.</dd><dt>Why a captcha?</dt><dd>After three failed logins a captcha is required.</dd></dl>",
      pt: "<h2>Perguntas frequentes</h2><dl><dt>Esqueci a minha senha</dt><dd>Use <em>Esqueci a senha</em> no formulário de login.</dd><dt>Por que um captcha?</dt><dd>Após três tentativas falhadas, um captcha é exigido.</dd></dl>",
    },
  },
  {
    tag: "contact",
    title: { en: "Contact us", pt: "Fale conosco" },
    content: {
      en: "<h2>Contact us</h2><p>Customer service is open 24 hours a day through live chat.</p>",
      pt: "<h2>Fale conosco</h2><p>O atendimento ao cliente funciona 24 horas por dia pelo chat ao vivo.</p>",
    },
  },
];

/** Items in the requested language (`pt`, `PT`, `pt-BR` → Portuguese); anything else falls back to English. */
export function helpItems(lang: string | null | undefined): HelpItem[] {
  const base = (lang ?? "").toLowerCase().split(/[-_]/)[0];
  const key: keyof Localised = base === "pt" ? "pt" : "en";
  return HELP.map((h) => ({ tag: h.tag, title: h.title[key], content: h.content[key] }));
}
