import { ROUTE_PATHS } from '@showroom/contract';
import {
  type AdminProfitQuery,
  adminProfitQuerySchema,
  PROFIT_GROUP_LABELS,
  PROFIT_GROUPS,
  type ProfitGroup,
} from '@showroom/contract/admin';
import { formatUsd } from '@showroom/core/format';
import { Button, StyleSheet, useResource } from '@showroom/ui';
import { FormStatus, SelectField, TextField, useSchemaForm } from '@showroom/ui/form';
import { useState } from 'react';
import { loadProfit, loadProfitCsv } from '../../api/admin-calls.ts';
import { AdminFrame } from '../admin-frame/admin-frame.tsx';
import css from './profit.css?inline';
import { ProfitChart } from './profit-chart.tsx';
import { saveTextFile } from './save-text-file.ts';

/** The filters as the boxes hold them. */
interface ProfitFilters {
  by: ProfitGroup;
  from: string;
  to: string;
}
const START: ProfitFilters = { by: 'month', from: '', to: '' };
const GROUP_OPTIONS = PROFIT_GROUPS.map((group) => ({
  value: group,
  label: `By ${PROFIT_GROUP_LABELS[group].toLowerCase()}`,
}));
const BOM = '\uFEFF';

/**
 * `/admin/profit` (issue #24): the platform's profit (spec §6 `admin_profit_inclusive_tax`, negative for
 * Return Request and Returned) by month, showroom or vendor over the chosen days: a chart, the table,
 * and the same rows as a CSV file.
 */
export function ProfitScreen() {
  const [filters, setFilters] = useState(START);
  const [exporting, setExporting] = useState(false);
  const form = useSchemaForm<ProfitFilters>(adminProfitQuerySchema, START);
  const query: AdminProfitQuery = filters;
  const { state, retry } = useResource(
    `admin-profit:${JSON.stringify(filters)}`,
    async (signal) => (await loadProfit(query, signal)).data,
  );
  const onSubmit = form.submit(async (values) => setFilters(values));

  async function exportCsv() {
    setExporting(true);
    try {
      const csv = await loadProfitCsv(query);
      // Spreadsheets read UTF-8 (names with accents) only with the byte-order mark, which fetch strips.
      saveTextFile(
        csv.startsWith(BOM) ? csv : `${BOM}${csv}`,
        `profit-by-${filters.by}.csv`,
        'text/csv;charset=utf-8',
      );
    } catch {
      // Shown already by the API client.
    } finally {
      setExporting(false);
    }
  }

  return (
    <AdminFrame title="Profit" current={ROUTE_PATHS.adminProfit}>
      <StyleSheet name="sr-admin-profit" css={css} />
      <section className="sr-page-card" aria-label="Filters">
        <form
          ref={form.formRef}
          className="sr-admin__filters"
          onSubmit={onSubmit}
          noValidate
          aria-label="Choose the profit"
        >
          <SelectField label="Group" options={GROUP_OPTIONS} {...form.text('by')} />
          <TextField label="From" type="date" {...form.text('from')} />
          <TextField label="To" type="date" {...form.text('to')} />
          <div className="sr-admin__actions">
            <Button type="submit">Show</Button>
          </div>
        </form>
      </section>
      <section
        className="sr-page-card"
        aria-labelledby="sr-admin-profit-total"
        aria-busy={state.status === 'loading'}
      >
        <div className="sr-admin__head">
          <h2 id="sr-admin-profit-total" className="sr-page-card__heading">
            {state.status === 'ready' ? `Total: ${formatUsd(state.data.total)}` : 'Admin profit'}
          </h2>
          <Button
            variant="secondary"
            busy={exporting}
            onClick={exportCsv}
            disabled={state.status === 'ready' && state.data.rows.length === 0}
          >
            Download CSV
          </Button>
        </div>
        {state.status === 'error' ? (
          <FormStatus tone="error">
            The profit could not be loaded. <Button onClick={retry}>Try again</Button>
          </FormStatus>
        ) : state.status !== 'ready' ? (
          <>
            <div className="sr-page-skeleton" />
            <div className="sr-page-skeleton" />
          </>
        ) : state.data.rows.length === 0 ? (
          <p className="sr-page-muted">No order item was placed in these days.</p>
        ) : (
          <>
            <ProfitChart rows={state.data.rows} />
            <table className="sr-console-list sr-admin__table">
              <caption className="sr-visually-hidden">
                Admin profit {GROUP_OPTIONS.find((o) => o.value === state.data.by)?.label.toLowerCase()}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{PROFIT_GROUP_LABELS[state.data.by]}</th>
                  <th scope="col" className="sr-console-list__number">
                    Items
                  </th>
                  <th scope="col" className="sr-console-list__number">
                    Admin profit
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.data.rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td data-label="Items" className="sr-console-list__number">
                      {row.items}
                    </td>
                    <td
                      data-label="Admin profit"
                      className={
                        row.profit < 0 ? 'sr-console-list__number sr-admin__loss' : 'sr-console-list__number'
                      }
                    >
                      {formatUsd(row.profit)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </AdminFrame>
  );
}
