import { LEAD_STATUSES, type LeadStatus, type ProLead } from '@showroom/contract/pro';
import { useId, useState } from 'react';

/**
 * The status a pro sets on a lead: a native select (keyboard and phone pickers for free) that saves
 * on change, is busy while the call runs and puts the stored status back when the call fails.
 */
export function LeadStatusSelect({
  lead,
  onChange,
}: {
  lead: ProLead;
  onChange: (lead: ProLead, status: LeadStatus) => Promise<unknown>;
}) {
  const id = useId();
  const [shown, setShown] = useState<LeadStatus>(lead.status);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <label htmlFor={id} className="sr-visually-hidden">
        Status of {lead.name}
      </label>
      <select
        id={id}
        value={shown}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={async (event) => {
          const next = event.target.value as LeadStatus;
          setShown(next);
          setBusy(true);
          try {
            await onChange(lead, next);
          } catch {
            setShown(lead.status);
          } finally {
            setBusy(false);
          }
        }}
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
    </>
  );
}
