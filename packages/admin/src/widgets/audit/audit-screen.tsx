import { DEFAULT_PAGE_SIZE, ROUTE_PATHS } from '@showroom/contract';
import {
  ADMIN_ACTION_NAMES,
  ADMIN_ACTIONS,
  type AdminAction,
  type AdminAuditQuery,
  adminAuditQuerySchema,
} from '@showroom/contract/admin';
import { formatDate } from '@showroom/core/format';
import { Button, useResource } from '@showroom/ui';
import { SelectField, TextField, useSchemaForm } from '@showroom/ui/form';
import { PagedListBody } from '@showroom/ui/pagination';
import { useState } from 'react';
import { loadAuditLog } from '../../api/admin-calls.ts';
import { AdminFrame } from '../admin-frame/admin-frame.tsx';
import { auditChanges } from './audit-changes.ts';

/** The filters as the boxes hold them; an empty one means "any". */
interface AuditFilters {
  action: NonNullable<AdminAuditQuery['action']>;
  from: string;
  to: string;
}
const NO_FILTERS: AuditFilters = { action: '', from: '', to: '' };
const ACTION_OPTIONS = [
  { value: '', label: 'Any action' },
  ...ADMIN_ACTION_NAMES.map((action) => ({ value: action, label: ADMIN_ACTIONS[action] })),
];
const actionLabel = (action: string) => ADMIN_ACTIONS[action as AdminAction] ?? action;

/**
 * `/admin/audit` (issue #24): every admin action, newest first — who, what (on which record), what
 * changed, when — filtered by action and days, a page at a time.
 */
export function AuditScreen() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const form = useSchemaForm<AuditFilters>(adminAuditQuerySchema, NO_FILTERS);
  const query = { ...filters, page, per_page: perPage };
  const { state, retry } = useResource(
    `admin-audit:${JSON.stringify(query)}`,
    async (signal) => (await loadAuditLog(query, signal)).data,
  );
  const onSubmit = form.submit(async (values) => {
    setFilters(values);
    setPage(1);
  });

  return (
    <AdminFrame title="Audit log" current={ROUTE_PATHS.adminAudit}>
      <section className="sr-page-card" aria-label="Filters">
        <form
          ref={form.formRef}
          className="sr-admin__filters"
          onSubmit={onSubmit}
          noValidate
          aria-label="Filter the log"
        >
          <SelectField label="Action" options={ACTION_OPTIONS} {...form.text('action')} />
          <TextField label="From" type="date" {...form.text('from')} />
          <TextField label="To" type="date" {...form.text('to')} />
          <div className="sr-admin__actions">
            <Button type="submit">Apply</Button>
          </div>
        </form>
      </section>
      <section className="sr-page-card" aria-label="Admin actions" aria-busy={state.status === 'loading'}>
        <PagedListBody
          state={state}
          noun="admin actions"
          empty="No admin action matches."
          pagesLabel="Audit log pages"
          retry={retry}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        >
          {(entries) => (
            <table className="sr-console-list sr-admin__table">
              <caption className="sr-visually-hidden">Admin actions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Changes</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label="When">
                      <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
                      <br />
                      <span className="sr-page-muted">{entry.created_at.slice(11, 16)} UTC</span>
                    </td>
                    <td data-label="Who">{entry.admin_email}</td>
                    <th scope="row" data-label="What">
                      {actionLabel(entry.action)}
                      <br />
                      <span className="sr-page-muted">
                        {entry.subject_type} {entry.subject_id}
                      </span>
                    </th>
                    <td data-label="Changes">
                      <pre className="sr-admin__changes">
                        {auditChanges(entry.before, entry.after).join('\n')}
                      </pre>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </PagedListBody>
      </section>
    </AdminFrame>
  );
}
