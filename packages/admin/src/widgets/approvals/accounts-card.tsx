import { DEFAULT_PAGE_SIZE, USER_TYPES } from '@showroom/contract';
import {
  ACCOUNT_STATUS_FILTERS,
  ADMIN_SEARCH_MAX,
  type AdminAccount,
  type AdminAccountQuery,
  adminAccountQuerySchema,
} from '@showroom/contract/admin';
import { notify } from '@showroom/core';
import { Button, useResource } from '@showroom/ui';
import { SelectField, TextField, useSchemaForm } from '@showroom/ui/form';
import { PagedListBody } from '@showroom/ui/pagination';
import { useState } from 'react';
import { deactivateAccount, loadAccounts, reactivateAccount } from '../../api/admin-calls.ts';
import { ActionButton } from './action-button.tsx';

/** The filters as the boxes hold them; an empty one means "any". */
interface AccountFilters {
  q: string;
  type: NonNullable<AdminAccountQuery['type']>;
  status: NonNullable<AdminAccountQuery['status']>;
}
const NO_FILTERS: AccountFilters = { q: '', type: '', status: '' };
const TYPE_OPTIONS = [
  { value: '', label: 'Any type' },
  ...USER_TYPES.filter((type) => type !== 'Admin').map((type) => ({ value: type, label: type })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...ACCOUNT_STATUS_FILTERS.map((status) => ({ value: status, label: status })),
];

/**
 * Every account but the admins', to find one and deactivate it (signed out everywhere at once) or
 * reactivate it. Deactivating asks once more, in the row, before it acts.
 */
export function AccountsCard() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [confirming, setConfirming] = useState<number | null>(null);
  const form = useSchemaForm<AccountFilters>(adminAccountQuerySchema, NO_FILTERS);
  const query = { ...filters, page, per_page: perPage };
  const { state, retry, update } = useResource(
    `admin-accounts:${JSON.stringify(query)}`,
    async (signal) => (await loadAccounts(query, signal)).data,
  );

  const onSubmit = form.submit(async (values) => {
    setFilters({ ...values, q: values.q.trim() });
    setPage(1);
  });

  function replace(id: number, status: string) {
    update((paged) => ({
      ...paged,
      data: paged.data.map((row) => (row.id === id ? { ...row, status } : row)),
    }));
  }
  async function deactivate(account: AdminAccount) {
    const answer = await deactivateAccount(account.id);
    notify.success(`${answer.message} (${account.email})`);
    setConfirming(null);
    replace(account.id, answer.data.status);
  }
  async function reactivate(account: AdminAccount) {
    const answer = await reactivateAccount(account.id);
    notify.success(`${answer.message} (${account.email})`);
    replace(account.id, answer.data.status);
  }

  return (
    <section className="sr-page-card" aria-labelledby="sr-admin-accounts">
      <h2 id="sr-admin-accounts" className="sr-page-card__heading">
        Accounts
      </h2>
      <form
        ref={form.formRef}
        className="sr-admin__filters"
        onSubmit={onSubmit}
        noValidate
        aria-label="Find accounts"
      >
        <TextField
          label="E-mail, name or company"
          type="search"
          maxLength={ADMIN_SEARCH_MAX}
          {...form.text('q')}
        />
        <SelectField label="Type" options={TYPE_OPTIONS} {...form.text('type')} />
        <SelectField label="Status" options={STATUS_OPTIONS} {...form.text('status')} />
        <div className="sr-admin__actions">
          <Button type="submit">Find</Button>
        </div>
      </form>
      <PagedListBody
        state={state}
        noun="accounts"
        empty="No account matches."
        pagesLabel="Account pages"
        retry={retry}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPerPage(size);
          setPage(1);
        }}
      >
        {(accounts) => (
          <table className="sr-console-list sr-admin__table">
            <caption className="sr-visually-hidden">Accounts, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.id}>
                  <th scope="row">
                    {account.name || account.email}
                    <br />
                    <span className="sr-page-muted">
                      {account.email}
                      {account.company_name && ` · ${account.company_name}`}
                    </span>
                  </th>
                  <td data-label="Type">{account.type}</td>
                  <td data-label="Status">{account.status}</td>
                  <td>
                    {account.status === 'Deactive' ? (
                      <ActionButton
                        variant="secondary"
                        action={() => reactivate(account)}
                        aria-label={`Reactivate ${account.email}`}
                      >
                        Reactivate
                      </ActionButton>
                    ) : confirming === account.id ? (
                      <fieldset className="sr-admin__actions sr-admin__confirm">
                        <legend className="sr-visually-hidden">Deactivate {account.email}?</legend>
                        <ActionButton action={() => deactivate(account)}>
                          Deactivate and sign out
                        </ActionButton>
                        <Button variant="secondary" onClick={() => setConfirming(null)}>
                          Keep
                        </Button>
                      </fieldset>
                    ) : (
                      <Button
                        variant="secondary"
                        onClick={() => setConfirming(account.id)}
                        aria-label={`Deactivate ${account.email}`}
                      >
                        Deactivate
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedListBody>
    </section>
  );
}
