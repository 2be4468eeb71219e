import type { ProWeek } from '@showroom/contract/pro';
import { formatUsd } from '@showroom/core/format';
import { Button, useResource } from '@showroom/ui';
import { loadProWeek } from '../../api/pro-calls.ts';
import { WeekChart } from './week-chart.tsx';

function Figures({ week }: { week: ProWeek }) {
  const { totals } = week;
  const figures: [string, string][] = [
    ['Visits to your embeds', String(totals.embed_visits)],
    ['Visits to your showroom', String(totals.shell_visits)],
    ['Products viewed', String(totals.product_views)],
    ['Carts started', String(totals.carts)],
    ['Orders', String(totals.orders)],
    ['Revenue', formatUsd(totals.revenue)],
    ['Your profit', formatUsd(totals.profit)],
    ['Leads', String(totals.leads)],
  ];
  return (
    <dl className="sr-console__figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The console home's "this week": the last seven days' figures and their chart (decision 0088). */
export function WeekCard() {
  const { state, retry } = useResource('pro-week', async (signal) => (await loadProWeek(signal)).data);
  return (
    <section
      className="sr-page-card"
      aria-labelledby="sr-console-week"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="sr-console-week" className="sr-page-card__heading">
        Your last seven days
      </h2>
      {state.status === 'ready' && (
        <>
          <Figures week={state.data} />
          <WeekChart days={state.data.days} />
        </>
      )}
      {state.status === 'error' && (
        <div role="alert">
          <p>Your week could not be loaded.</p>
          <Button onClick={retry}>Try again</Button>
        </div>
      )}
      {(state.status === 'loading' || state.status === 'idle') && <div className="sr-page-skeleton" />}
    </section>
  );
}
