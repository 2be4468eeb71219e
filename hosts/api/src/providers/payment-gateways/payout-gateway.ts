/** A bank account as typed, digits only. Lives only for one request: never stored, logged or echoed. */
export interface BankAccountInput {
  accountHolder: string;
  routingNumber: string;
  accountNumber: string;
}

/** What may be kept of a bank account: the gateway's token and display data. */
export interface SavedBankAccount {
  token: string;
  bankName: string;
  last4: string;
}

export type SaveBankAccountResult = { ok: true; account: SavedBankAccount } | { ok: false };

export interface PayoutRequest {
  bankToken: string;
  amountCents: number;
  /** The processor's own idempotency: the same key never pays twice. */
  idempotencyKey: string;
}

export type PayoutResult = { ok: true; payoutId: string } | { ok: false; reason: string };

/**
 * Pays pros: bank accounts become tokens (the numbers reach the processor once, from the payout
 * screen's call), and payouts send money to a token. The sandbox plays it (decision 0090).
 */
export interface PayoutGateway {
  saveBankAccount(account: BankAccountInput): Promise<SaveBankAccountResult>;
  /** Refused (`ok: false`) when the bank turns the account down; throws when the call itself failed. */
  payout(request: PayoutRequest): Promise<PayoutResult>;
}
