import { StyleSheet } from '@showroom/ui';
import { lazy, Suspense } from 'react';
import css from './lazy-lead-form.css?inline';
import type { LeadFormProps } from './lead-form.tsx';

// The form, its contract entry and its CSS load on first render, so `<showroom-entry>` and the
// shell's home page (which import this remote's other widgets) do not download them.
const Form = lazy(() => import('./lead-form.tsx').then((module) => ({ default: module.LeadForm })));

const FIELDS = ['full_name', 'email', 'phone_number'] as const;

/** The form's shape at its size: the page does not move when the form arrives (issue #11). */
function LeadFormSkeleton() {
  return (
    <div className="sr-lead-skeleton" role="status" aria-busy="true">
      <StyleSheet name="sr-lazy-lead-form" css={css} />
      <span className="sr-visually-hidden">Loading the form…</span>
      {FIELDS.map((field) => (
        <span key={field} className="sr-lead-skeleton__field" aria-hidden="true">
          <span className="sr-lead-skeleton__label" />
          <span className="sr-lead-skeleton__input" />
        </span>
      ))}
      <span className="sr-lead-skeleton__button" aria-hidden="true" />
    </div>
  );
}

/** The lead form, fetched when first shown; its skeleton holds its place meanwhile. */
export function LazyLeadForm(props: LeadFormProps) {
  return (
    <Suspense fallback={<LeadFormSkeleton />}>
      <Form {...props} />
    </Suspense>
  );
}
