import { ORDER_ITEM_STATUSES } from '@showroom/contract/orders';
import { PRO_ORDER_SEARCH_MAX, type ProOrderFilters, proOrderQuerySchema } from '@showroom/contract/pro';
import { Button } from '@showroom/ui';
import { SelectField, TextField } from '@showroom/ui/form';
import { type FormEvent, useState } from 'react';

/** The filters as the boxes hold them: every one a string, empty for "any". */
export interface OrderFilterDraft {
  status: string;
  from: string;
  to: string;
  q: string;
}
export const NO_FILTERS: OrderFilterDraft = { status: '', from: '', to: '', q: '' };

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...ORDER_ITEM_STATUSES.map(({ value, label }) => ({ value, label })),
];

type FieldErrors = Partial<Record<keyof OrderFilterDraft, string>>;

/** The contract's own check of the filters, so the screen refuses what the server would (e.g. to before from). */
function checkFilters(draft: OrderFilterDraft): FieldErrors {
  const result = proOrderQuerySchema.safeParse(draft);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof OrderFilterDraft;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The Orders list's filters: an item status, the days placed (from, to) and a search by order number
 * or customer. Applied on submit, so typing does not fire a request per key; what was typed stays
 * when a filter is refused.
 */
export function OrderFiltersForm({
  applied,
  onApply,
}: {
  applied: OrderFilterDraft;
  onApply: (filters: OrderFilterDraft) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof OrderFilterDraft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = checkFilters(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply({ ...draft, q: draft.q.trim() });
  }

  return (
    <form className="sr-console-orders__filters" onSubmit={onSubmit} noValidate aria-label="Filter orders">
      <SelectField
        label="Status"
        name="status"
        options={STATUS_OPTIONS}
        value={draft.status}
        onChange={set('status')}
        error={errors.status}
      />
      <TextField
        label="From"
        name="from"
        type="date"
        value={draft.from}
        onChange={set('from')}
        error={errors.from}
      />
      <TextField label="To" name="to" type="date" value={draft.to} onChange={set('to')} error={errors.to} />
      <TextField
        label="Order number or customer"
        name="q"
        type="search"
        maxLength={PRO_ORDER_SEARCH_MAX}
        value={draft.q}
        onChange={set('q')}
        error={errors.q}
      />
      <div className="sr-console-orders__filter-actions">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(NO_FILTERS);
            setErrors({});
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

/** The applied filters as the calls' query: empty boxes left out. */
export function filterQuery(filters: OrderFilterDraft): ProOrderFilters {
  const query: ProOrderFilters = {};
  if (filters.status) query.status = filters.status as ProOrderFilters['status'];
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.q) query.q = filters.q;
  return query;
}
