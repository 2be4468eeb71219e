/**
 * `@showroom/commerce-ui/bank-account`: the bank account form pros and vendors are paid through
 * (decisions 0090, 0099). Its own entry (and federation share key): only payout screens need it.
 */
export { BankAccountForm, type BankAccountFormProps } from './bank-account/bank-account-form.tsx';
