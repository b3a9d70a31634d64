import * as s from "./schemas.ts";
import * as c from "./cashier-schemas.ts";
import { defineEndpoints, GET, POST } from "./endpoints.ts";

/**
 * The cashier's calls: wallets and transfers, deposit, security centre (binds, payment password, bank cards),
 * withdraw, the withdrawal list and its confirmation (issue 27; request and answer fields: ADR 0012).
 * Rows of the endpoint table (src/api/endpoints.ts) that only a lazily loaded area calls: they travel with the
 * area's chunk, not with the start-up script. Called as `client.request(cashierEndpoints.<row>, init)`.
 */
export const cashierEndpoints = defineEndpoints({
  // cashier (issue 27; request and answer fields: ADR 0012)
  merchantWallet: { id: "merchantWallet", path: "/wps/relay/GCS_merchantWallet", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.merchantWalletSchema },
  vendorWallets: { id: "vendorWallets", path: "/wps/relay/GCS_getVendorWallets", method: GET, token: true, encrypt: false, modId: "FUNDTRANS3", body: "none", envelope: true, schema: c.vendorWalletsSchema, noCache: true },
  walletTransfer: { id: "walletTransfer", path: "/wps/relay/GCS_walletTransfer", method: POST, token: true, encrypt: false, modId: "FUNDTRANS3", body: "json", envelope: true, schema: c.walletTransferSchema },
  depositSettings: { id: "depositSettings", path: "/wps/relay/MCSFE_getDepositSettings", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.depositSettingsSchema },
  depositSubmit: { id: "depositSubmit", path: "/wps/relay/MCSFE_submitDepositOrder", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: c.depositOrderSchema },
  depositOrder: { id: "depositOrder", path: "/wps/relay/MCSFE_getDepositOrder", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.depositOrderSchema, noCache: true },
  securityConfig: { id: "securityConfig", path: "/wps/v2/member/securityConfig", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.securityConfigSchema, noCache: true },
  smsBindCode: { id: "smsBindCode", path: "/wps/verification/sms", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: s.smsCodeSentSchema },
  mobileBind: { id: "mobileBind", path: "/wps/member/mobile", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: c.securityConfigSchema },
  emailBind: { id: "emailBind", path: "/wps/member/email", method: POST, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: c.securityConfigSchema },
  paymentPasswordSet: { id: "paymentPasswordSet", path: "/wps/member/password/payment", method: POST, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: s.emptyValueSchema },
  bankList: { id: "bankList", path: "/wps/relay/MCSFE_getBankList", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.bankListSchema },
  bankCards: { id: "bankCards", path: "/wps/relay/MCSFE_getBankCards", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.bankCardsSchema, noCache: true },
  bankCardAdd: { id: "bankCardAdd", path: "/wps/relay/passwordCheck/MCSFE_addBankCard", method: POST, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: c.bankCardSchema },
  withdrawSettings: { id: "withdrawSettings", path: "/wps/relay/MCSFE_getWithdrawSettings", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.withdrawSettingsSchema, noCache: true },
  withdraw: { id: "withdraw", path: "/wps/relay/passwordCheck/MCSFE_withdraw", method: POST, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: c.withdrawalSchema },
  withdrawals: { id: "withdrawals", path: "/wps/relay/MCSFE_getWithdrawalList", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.withdrawalListSchema, noCache: true },
  paymentConfirmations: { id: "paymentConfirmations", path: "/wps/relay/MCSFE_getPaymentConfirmationList", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.paymentConfirmationListSchema, noCache: true },
  processC2c: { id: "processC2c", path: "/wps/relay/MCSFE_processC2CTransaction", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: c.c2cOutcomeSchema },
  uplineTransfer: { id: "uplineTransfer", path: "/wps/relay/passwordCheck/MCSFE_transferToUpline", method: POST, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: c.uplineTransferSchema },
});
