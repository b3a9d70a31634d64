/**
 * What the player reads on My wallet, shared by the wallet's jsdom driver (wallet.driver.tsx) and its browser driver
 * (test/e2e/paths/drivers/wallet.ts): the labels in Portuguese, amounts as the page writes them, and the wallets a
 * move takes money from and to.
 */
import type { WalletMove, Wallets } from "../../machines/wallet/wallet.types.ts";
import { formatMoney } from "../../src/views/cashier/money.ts";

/** My wallet (`/member/wallet`) in Portuguese, the language of the wallet paths' input (its decimal comma reads the typed amounts). */
export const WALLET_LABEL = {
  page: "Minha carteira",
  table: "Carteiras",
  loading: "Carregando…",
  tryAgain: "Tentar novamente",
  refresh: "Atualizar",
  transferIn: (vendor: string) => `Transferir para ${vendor}`,
  transferOut: (vendor: string) => `Transferir para fora de ${vendor}`,
  recall: "Trazer tudo de volta para a carteira principal",
  mainWallet: "Carteira principal",
  allVendorWallets: "Todas as carteiras de fornecedores",
  singleNote: "Todos os jogos usam este único saldo, então não há nada para transferir entre carteiras.",
  form: (from: string, to: string) => `Transferir de ${from} para ${to}`,
  amount: /^Valor/,
  all: "Tudo",
  continue: "Continuar",
  cancel: "Cancelar",
  review: "Confira sua transferência",
  recallReview: "Trazer tudo de volta para a carteira principal?",
  confirm: "Confirmar transferência",
  sending: "Enviando…",
  back: "Voltar",
  sessionEnded: "Sua sessão terminou. Entre novamente para continuar esta transferência.",
  /** The amount's problems next to the field (`{0}` is what the source wallet holds). */
  amountError: {
    "amount.required": "Informe um valor",
    "amount.invalid": "Informe um valor como 100 ou 100,50",
    "amount.aboveAvailable": (available: string) => `Você pode transferir no máximo ${available}`,
  },
  /** The platform's refusal `cashier.balance.insufficient`. */
  insufficient: "Seu saldo não é suficiente para este valor.",
  /** The login popup. */
  login: { dialog: "Entrar", form: "Entrar", username: /^Nome de usuário/, password: /^Senha/, submit: "Entrar" },
} as const;

/** An amount as the page writes it in Portuguese, with the shipped config's currency symbol (`P 1.520,75`, a no-break space). */
export const walletMoney = (minor: number): string => formatMoney(minor, "pt", "P");

/** Where a move takes money from and to, as the page names the wallets. */
export function walletEnds(wallets: Wallets, move: WalletMove): { from: string; to: string } {
  if (move.kind === "recall") return { from: WALLET_LABEL.allVendorWallets, to: WALLET_LABEL.mainWallet };
  const vendor = wallets.vendors.find((w) => w.vendor === move.vendor)?.vendorName ?? move.vendor;
  return move.direction === "in" ? { from: WALLET_LABEL.mainWallet, to: vendor } : { from: vendor, to: WALLET_LABEL.mainWallet };
}
