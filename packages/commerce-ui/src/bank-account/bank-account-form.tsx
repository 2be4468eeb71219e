import {
  BANK_ACCOUNT_TEXTS,
  type BankAccount,
  type BankAccountInput,
  bankAccountRequestSchema,
} from '@showroom/contract/pro';
import { notify } from '@showroom/core';
import { Button, StyleSheet } from '@showroom/ui';
import { TextField, useSchemaForm } from '@showroom/ui/form';
import css from './bank-account-form.css?inline';

const EMPTY: BankAccountInput = { account_holder: '', routing_number: '', account_number: '' };

export interface BankAccountFormProps<Answer extends { message: string }> {
  /** The saved account as shown (never its number), or null before one is given. */
  account: BankAccount | null;
  /** Sends the numbers to our API (which hands them to the gateway); answers with its message. */
  save: (values: BankAccountInput) => Promise<Answer>;
  /** With the save's answer, so the screen can show the new account. */
  onSaved: (answer: Answer) => void;
}

/**
 * The bank details a pro (`/payout_setup`) or a vendor (`/vendor/payouts`) is paid to, sent once to
 * the payment gateway through our API; only its token, the bank's name and the last four digits are
 * kept. The boxes empty after a save, so the numbers stay on screen no longer than needed; on a
 * refusal they keep what was typed.
 */
export function BankAccountForm<Answer extends { message: string }>({
  account,
  save,
  onSaved,
}: BankAccountFormProps<Answer>) {
  const form = useSchemaForm<BankAccountInput>(bankAccountRequestSchema, EMPTY);
  const onSubmit = form.submit(async (values) => {
    const answer = await save(values);
    form.reset(EMPTY);
    onSaved(answer);
    notify.success(answer.message);
  });
  return (
    <section className="sr-page-card" aria-labelledby="sr-payout-bank">
      <StyleSheet name="sr-bank-account" css={css} />
      <h2 id="sr-payout-bank" className="sr-page-card__heading">
        Bank account
      </h2>
      {account ? (
        <p data-testid="bank-account">
          {account.bank_name} •••• {account.last4} ({account.account_holder})
        </p>
      ) : (
        <p className="sr-page-muted">{BANK_ACCOUNT_TEXTS.noBankAccount}</p>
      )}
      <form ref={form.formRef} onSubmit={onSubmit} noValidate>
        <TextField label="Account holder" autoComplete="name" {...form.text('account_holder')} />
        <div className="sr-bank-account__numbers">
          <TextField
            label="Routing number"
            inputMode="numeric"
            autoComplete="off"
            hint="9 digits"
            {...form.text('routing_number')}
          />
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            {...form.text('account_number')}
          />
        </div>
        <div className="sr-bank-account__actions">
          <Button type="submit" busy={form.busy}>
            {account ? 'Replace bank account' : 'Save bank account'}
          </Button>
        </div>
      </form>
    </section>
  );
}
