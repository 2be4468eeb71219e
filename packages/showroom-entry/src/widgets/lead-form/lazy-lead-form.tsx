import { lazy, Suspense } from 'react';
import type { LeadFormProps } from './lead-form.tsx';

// The form, its contract entry and its CSS load on first render, so `<showroom-entry>` and the
// shell's home page (which import this remote's other widgets) do not download them.
const Form = lazy(() => import('./lead-form.tsx').then((module) => ({ default: module.LeadForm })));

/** The lead form, fetched when first shown; a short placeholder holds its place meanwhile. */
export function LazyLeadForm(props: LeadFormProps) {
  return (
    <Suspense
      fallback={
        <p className="sr-lead-loading" aria-busy="true">
          Loading the form…
        </p>
      }
    >
      <Form {...props} />
    </Suspense>
  );
}
