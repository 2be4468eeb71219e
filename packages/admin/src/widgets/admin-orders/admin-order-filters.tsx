import {
  type AdminOrderFilterOptions,
  type AdminOrderQuery,
  adminOrderQuerySchema,
  ORDER_ITEM_STATUSES,
} from '@showroom/contract/orders';
import { Button } from '@showroom/ui';
import { SelectField, TextField } from '@showroom/ui/form';
import { type FormEvent, useState } from 'react';

/** The filters as the boxes hold them: every one a string, empty for "any". */
export interface AdminOrderDraft {
  showroom: string;
  vendor: string;
  status: string;
  from: string;
  to: string;
}
export const NO_ADMIN_FILTERS: AdminOrderDraft = { showroom: '', vendor: '', status: '', from: '', to: '' };

type FieldErrors = Partial<Record<keyof AdminOrderDraft, string>>;

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...ORDER_ITEM_STATUSES.map(({ value, label }) => ({ value, label })),
];

/** The contract's own check, so the screen refuses what the server would (to before from). */
function checkFilters(draft: AdminOrderDraft): FieldErrors {
  const result = adminOrderQuerySchema.safeParse(draft);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof AdminOrderDraft;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The applied filters as the call's query: empty boxes left out. */
export function adminFilterQuery(filters: AdminOrderDraft): AdminOrderQuery {
  const query: AdminOrderQuery = {};
  for (const name of ['showroom', 'vendor', 'status', 'from', 'to'] as const) {
    if (filters[name]) Object.assign(query, { [name]: filters[name] });
  }
  return query;
}

/**
 * The admin's Orders filters: showroom, vendor, item status and the days placed. Applied on submit;
 * what was chosen stays when a filter is refused.
 */
export function AdminOrderFilters({
  options,
  applied,
  onApply,
}: {
  options: AdminOrderFilterOptions | null;
  applied: AdminOrderDraft;
  onApply: (filters: AdminOrderDraft) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof AdminOrderDraft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const choices = (label: string, rows: readonly { id: number; name: string }[] | undefined) => [
    { value: '', label },
    ...(rows ?? []).map((row) => ({ value: String(row.id), label: row.name })),
  ];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = checkFilters(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  }

  return (
    <form className="sr-admin-orders__filters" onSubmit={onSubmit} noValidate aria-label="Filter orders">
      <SelectField
        label="Showroom"
        name="showroom"
        options={choices('Any showroom', options?.showrooms)}
        value={draft.showroom}
        onChange={set('showroom')}
        error={errors.showroom}
      />
      <SelectField
        label="Vendor"
        name="vendor"
        options={choices('Any vendor', options?.vendors)}
        value={draft.vendor}
        onChange={set('vendor')}
        error={errors.vendor}
      />
      <SelectField
        label="Item status"
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
      <div className="sr-admin-orders__filter-actions">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(NO_ADMIN_FILTERS);
            setErrors({});
            onApply(NO_ADMIN_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
