import type { ProWeekDay } from '@showroom/contract/pro';
import { type UplotChartSpec, useUplotChart } from '@showroom/ui/console';
import { useRef } from 'react';
import type uPlot from 'uplot';

const HEIGHT = 220;
const DAY_SECONDS = 86_400;
const utcMonthDay = (seconds: number) =>
  new Date(seconds * 1000).toISOString().slice(5, 10).replace('-', '/');
const SERIES = [
  { key: 'embed_visits', label: 'Visits to your embeds', stroke: '#2563eb' },
  { key: 'shell_visits', label: 'Visits to your showroom', stroke: '#7c3aed' },
  { key: 'product_views', label: 'Products viewed', stroke: '#0f766e' },
  { key: 'orders', label: 'Orders', stroke: '#c2410c' },
] as const;

function weekLines(UPlot: typeof uPlot, days: readonly ProWeekDay[]): UplotChartSpec {
  const seconds = days.map(({ day }) => Date.parse(`${day}T00:00:00Z`) / 1000);
  return {
    data: [seconds, ...SERIES.map(({ key }) => days.map((day) => day[key]))],
    options: {
      tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'UTC'),
      scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(4, max)] } },
      // A tick a day, as month-day (the figures are per UTC day); every other day where a phone's
      // width leaves less than uPlot's 50 px between ticks, so the labels never overlap.
      axes: [
        {
          incrs: [DAY_SECONDS, 2 * DAY_SECONDS],
          values: (_chart, ticks) => ticks.map((tick) => utcMonthDay(tick)),
        },
        { size: 40 },
      ],
      // The list of series below the chart names the lines; the figures beside it give the values.
      legend: { show: false },
      cursor: { show: false },
      series: [
        {},
        ...SERIES.map(({ label, stroke }) => ({ label, stroke, width: 2, points: { show: true } })),
      ],
    },
  };
}

/**
 * The week's visits, product views and orders per day (uPlot, loaded only when the chart is shown; the
 * few layout rules it needs are in console.css). The figures are also in the list beside it, for screen
 * readers and for a chart that failed.
 */
export function WeekChart({ days }: { days: readonly ProWeekDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const failed = useUplotChart(box, HEIGHT, days, weekLines);

  if (failed)
    return <p className="sr-page-muted">The chart could not be loaded; the figures are beside it.</p>;
  return (
    <figure className="sr-console__chart-figure">
      <div
        ref={box}
        className="sr-console__chart"
        role="img"
        aria-label="Visits, products viewed and orders per day over the last seven days"
      />
      <figcaption>
        <ul className="sr-console__legend">
          {SERIES.map(({ key, label, stroke }) => (
            <li key={key}>
              <span className="sr-console__swatch" style={{ background: stroke }} aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
