/**
 * The bank account form's texts, shared by the pros' Payouts screen and the vendor portal's payout
 * details (issue #23, #24): written once, whoever is being paid.
 */
export const BANK_ACCOUNT_TEXTS = {
  bankSaved: 'Your bank account is saved. Available balances are paid out to it.',
  bankRefused: 'The bank refused this account. Check the routing and account numbers.',
  routingInvalid: 'Enter the 9-digit routing number printed on your cheques.',
  accountInvalid: 'Enter the account number: 4 to 17 digits.',
  noBankAccount: 'Add your bank account to be paid.',
} as const;
