/**
 * The platform's wire form of the deposit samples' data (src/api/cashier-schemas.ts: major units, upper-case
 * states), shared by the deposit's jsdom and browser drivers, which answer the page's calls with it.
 */
import type { DepositOrder, DepositSettings } from "../../machines/deposit/deposit.types.ts";

const major = (minor: number) => (minor / 100).toFixed(2);

export const wireSettings = (s: DepositSettings) => ({
  allowDeposit: s.allowed,
  methods: s.methods.map((m) => ({
    methodCode: m.methodCode,
    methodName: m.methodName,
    channels: m.channels.map((c) => ({ channelId: c.channelId, channelName: c.channelName, minimumAmount: major(c.minimum), maximumAmount: major(c.maximum), presetAmounts: c.presets.map(major), qrCode: c.qrCode })),
  })),
});

export const wireOrder = (o: DepositOrder) => ({ ...o, amount: major(o.amount), status: o.status.toUpperCase() });
