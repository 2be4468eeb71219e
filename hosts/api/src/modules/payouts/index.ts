/**
 * Payouts: the bank account a pro or a vendor is paid to (a gateway token, never its number) and the
 * vendors' payout history (decisions 0090, 0099). The runs that pay are in jobs/.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { readBankAccount, saveBankAccount } from './bank-accounts.ts';
export { vendorPayoutHistory } from './vendor-payout-history.ts';
