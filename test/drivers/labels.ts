/**
 * What the player reads on the sign-in screens, shared by the jsdom drivers (test/drivers/) and the browser
 * drivers (test/e2e/paths/drivers/): one place to change when a label changes.
 */
import type { VerificationMethod } from "../../machines/auth/types.ts";
import type { ChangePasswordField } from "../../machines/change-password/change-password.machine.ts";
import type { RegistrationInput } from "../../machines/registration/registration.machine.ts";

/** The register form's fields, by the machine's field names. */
export const REGISTER_FIELD_LABEL: Record<string, RegExp> = {
  username: /^Username/,
  mobileNum: /^Mobile number/,
  // Not the send-code warning ("Verification code not sent"), whose closed dialog sits in the form too.
  verificationCode: /^Verification code(?! not sent)/,
  password: /^Password/,
  confirmPassword: /^Confirm password/,
  email: /^E-mail/,
  affiliateCode: /^Invitation code/,
  captcha: /^Captcha/,
};

/** The change-password form's fields (My account's modal and the login's forced step), by the machine's field names. */
export const CHANGE_PASSWORD_FIELD_LABEL: Record<ChangePasswordField, RegExp> = {
  oldPassword: /^Old password/,
  newPassword: /^New password/,
  confirmPassword: /^Confirm new password/,
};

/** The register screen's title (it names the welcome amount). */
export const REGISTER_TITLE = "Register and get P 1,000";

/** Labels of the two-factor methods (radio buttons). */
export const VERIFICATION_METHOD_LABEL: Record<VerificationMethod, RegExp> = {
  SMS: /^Code sent to your mobile/,
  EMAIL: /^E-mail address/,
  PAYEE: /^Bank account name/,
  GA: /^Authenticator code/,
  PASSWORD: /^Payment password/,
};

/** The login form's fields, by the machine's field names. */
export const LOGIN_FIELD_LABEL: Record<string, RegExp> = {
  username: /^Username/,
  password: /^Password/,
  mobileNum: /^Mobile number/,
  smsCode: /^SMS code/,
  captcha: /^Captcha/,
};

/**
 * The whitelabel switches that give the registration machine a path's input (the session machine offers the
 * username tab when USERNAMEREG3 is on or mobile registration is off).
 */
export function registrationSwitches(input: RegistrationInput): Record<string, boolean> {
  return {
    USERNAMEREG3: input.usernameReg,
    MOBILENUMREG3: input.mobileReg,
    MOBILENUMPASSREG3: input.mobilePassword,
    REGMOBVERF3: input.smsVerification,
    AFFMAN3: input.affiliateCheck,
  };
}

/** An amount as the deposit page writes it for its Portuguese player (the shipped currency symbol, comma decimals). */
export const depositMoney = (minor: number): string => `P\u00a0${new Intl.NumberFormat("pt", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)}`;

/** What the deposit page's Portuguese player reads (locales/pt/messages.po), for its jsdom and browser drivers. */
export const DEPOSIT_PT = {
  centre: "Central do membro",
  form: "Depósito",
  loading: "Carregando…",
  closed: "Depósitos não estão disponíveis no momento. Tente mais tarde ou fale com o atendimento.",
  tryAgain: "Tentar novamente",
  presets: "Valores rápidos",
  amount: /^Valor/,
  /** The review's terms, before the amount, the method and the channel. */
  terms: { amount: "Valor", method: "Forma de pagamento", channel: "Canal" },
  continue: "Continuar",
  review: "Confira seu depósito",
  confirm: "Confirmar depósito",
  sending: "Enviando…",
  back: "Voltar",
  sessionEnded: "Sua sessão terminou. Entre novamente para continuar este depósito.",
  order: /^Pedido de depósito /,
  orderTitle: (orderId: string) => `Pedido de depósito ${orderId}`,
  checkNow: "Verificar agora",
  newDeposit: "Novo depósito",
  login: "Entrar",
  username: /^Nome de usuário/,
  password: /^Senha/,
  status: { pending: "Aguardando seu pagamento", credited: "Creditado", failed: "Falhou", expired: "Expirado" },
  /** The amount's problem next to the field, by the machine's error (with the chosen channel's limits). */
  amountError: {
    "amount.required": () => "Informe um valor",
    "amount.invalid": () => "Informe um valor como 100 ou 100,50",
    "amount.belowMinimum": (limits: { minimum: number; maximum: number }) => `O mínimo é ${depositMoney(limits.minimum)}`,
    "amount.aboveMaximum": (limits: { minimum: number; maximum: number }) => `O máximo é ${depositMoney(limits.maximum)}`,
  } as Record<string, (limits: { minimum: number; maximum: number }) => string>,
  /** A failed call's message, by the failure's code or the platform's refusal. */
  failure: {
    "network.abnormal": "Falha na conexão com a rede. Verifique sua conexão e tente novamente.",
    "network.slow": "A página está demorando para responder. Verifique sua rede e tente novamente.",
    "cashier.amount.aboveMaximum": "O valor está acima do máximo.",
  } as Record<string, string>,
} as const;
