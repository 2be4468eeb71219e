import {
  type BankAccount,
  type BankAccountInput,
  bankAccountRequestSchema,
  PAYOUT_TEXTS,
  type PayoutSetup,
} from '@showroom/contract/pro';
import { notify } from '@showroom/core';
import { Button } from '@showroom/ui';
import { TextField, useSchemaForm } from '@showroom/ui/form';
import { saveBankAccount } from '../../api/pro-calls.ts';

const EMPTY: BankAccountInput = { account_holder: '', routing_number: '', account_number: '' };

/**
 * The bank details, sent once to the payment gateway through our API; only its token, the bank's
 * name and the last four digits come back. The boxes empty after a save, so the numbers stay on screen
 * no longer than needed; on a refusal they keep what was typed.
 */
export function BankAccountForm({
  account,
  onSaved,
}: {
  account: BankAccount | null;
  onSaved: (setup: PayoutSetup) => void;
}) {
  const form = useSchemaForm<BankAccountInput>(bankAccountRequestSchema, EMPTY);
  const onSubmit = form.submit(async (values) => {
    const answer = await saveBankAccount(values);
    form.reset(EMPTY);
    onSaved(answer.data);
    notify.success(answer.message);
  });
  return (
    <section className="sr-page-card" aria-labelledby="sr-payout-bank">
      <h2 id="sr-payout-bank" className="sr-page-card__heading">
        Bank account
      </h2>
      {account ? (
        <p data-testid="bank-account">
          {account.bank_name} •••• {account.last4} ({account.account_holder})
        </p>
      ) : (
        <p className="sr-page-muted">{PAYOUT_TEXTS.noBankAccount}</p>
      )}
      <form ref={form.formRef} onSubmit={onSubmit} noValidate>
        <TextField label="Account holder" autoComplete="name" {...form.text('account_holder')} />
        <div className="sr-payouts__numbers">
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
        <div className="sr-console__row">
          <Button type="submit" busy={form.busy}>
            {account ? 'Replace bank account' : 'Save bank account'}
          </Button>
        </div>
      </form>
    </section>
  );
}
