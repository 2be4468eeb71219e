import { DEFAULT_PAGE_SIZE, ROUTE_PATHS } from '@showroom/contract';
import {
  LEAD_KIND_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  PRO_MESSAGES,
  type ProLead,
} from '@showroom/contract/pro';
import { notify } from '@showroom/core';
import { formatDate, formatPhone } from '@showroom/core/format';
import { StyleSheet, useResource } from '@showroom/ui';
import { SelectField } from '@showroom/ui/form';
import { PagedListBody, pagedListHeading } from '@showroom/ui/pagination';
import { useState } from 'react';
import { loadProLeads, setProLeadStatus } from '../../api/pro-calls.ts';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import { LeadStatusSelect } from './lead-status-select.tsx';
import css from './leads.css?inline';

const STATUS_FILTER = [
  { value: '', label: 'Every status' },
  ...LEAD_STATUSES.map((value) => ({ value, label: value })),
];

function LeadList({
  leads,
  onStatus,
}: {
  leads: readonly ProLead[];
  onStatus: (lead: ProLead, status: LeadStatus) => Promise<unknown>;
}) {
  return (
    <ul className="sr-console-leads__list" aria-label="Leads">
      {leads.map((lead) => (
        <li key={`${lead.kind}-${lead.id}`} className="sr-console-leads__lead">
          <div>
            <p className="sr-console-leads__name">{lead.name}</p>
            <p className="sr-page-muted">
              {LEAD_KIND_LABELS[lead.kind]}
              {lead.lead_type && ` (${lead.lead_type})`} · {formatDate(lead.created_at)}
              {lead.picture_count > 0 &&
                ` · ${lead.picture_count} ${lead.picture_count === 1 ? 'picture' : 'pictures'}`}
            </p>
            <p>
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
              {lead.phone && (
                <>
                  {' · '}
                  <a href={`tel:${lead.phone}`}>{formatPhone(lead.phone)}</a>
                </>
              )}
            </p>
          </div>
          <LeadStatusSelect key={lead.status} lead={lead} onChange={onStatus} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/pro/leads` (issue #23, console "Leads"): the lead form's sample requests and the homeowners who
 * registered from the pro's showroom, newest first, each with the status the pro sets (decision 0088).
 */
export function LeadsScreen() {
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const { state, retry, update } = useResource(
    `pro-leads:${status}:${page}:${perPage}`,
    async (signal) =>
      (await loadProLeads({ page, per_page: perPage, ...(status && { status }) }, signal)).data,
  );

  async function onStatus(lead: ProLead, next: LeadStatus) {
    const answer = await setProLeadStatus(lead.kind, lead.id, next);
    update((current) => ({
      ...current,
      data: current.data.map((row) => (row.kind === lead.kind && row.id === lead.id ? answer.data : row)),
    }));
    notify.success(answer.message);
  }

  return (
    <ConsoleFrame title="Leads" current={ROUTE_PATHS.proLeads}>
      <StyleSheet name="sr-console-leads" css={css} />
      <section
        className="sr-page-card"
        aria-labelledby="sr-console-leads-list"
        aria-busy={state.status === 'loading'}
      >
        <div className="sr-console-leads__head">
          <h2 id="sr-console-leads-list" className="sr-page-card__heading">
            {pagedListHeading(state, 'lead', 'leads', 'Your leads')}
          </h2>
          <SelectField
            label="Show"
            name="status"
            options={STATUS_FILTER}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as LeadStatus | '');
              setPage(1);
            }}
          />
        </div>
        <PagedListBody
          state={state}
          noun="leads"
          empty={PRO_MESSAGES.leadsEmpty}
          pagesLabel="Lead pages"
          retry={retry}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        >
          {(leads) => <LeadList leads={leads} onStatus={onStatus} />}
        </PagedListBody>
      </section>
    </ConsoleFrame>
  );
}
