import type { ProWeekDay } from '@showroom/contract/pro';
import { useEffect, useRef, useState } from 'react';
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

/**
 * The week's visits, product views and orders per day, drawn by uPlot (MIT, about 20 KB brotli; the
 * few layout rules it needs are in console.css), loaded only when the chart is shown so the console's first screen stays within its budget
 * (decision 0088). The figures are also in the list beside it, for screen readers and for a chart that failed.
 */
export function WeekChart({ days }: { days: readonly ProWeekDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // uPlot draws on a canvas later, outside this effect: without one it could only throw.
    if (!document.createElement('canvas').getContext('2d')) {
      setFailed(true);
      return;
    }
    let stopped = false;
    let dispose = () => {};
    import('uplot')
      .then(({ default: UPlot }) => {
        if (stopped) return;
        const seconds = days.map(({ day }) => Date.parse(`${day}T00:00:00Z`) / 1000);
        const data: uPlot.AlignedData = [seconds, ...SERIES.map(({ key }) => days.map((day) => day[key]))];
        const chart = new UPlot(
          {
            width: element.clientWidth || 600,
            height: HEIGHT,
            tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'UTC'),
            scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(4, max)] } },
            // One tick a day, as month-day: the figures are per UTC day.
            axes: [
              { incrs: [DAY_SECONDS], values: (_chart, ticks) => ticks.map((tick) => utcMonthDay(tick)) },
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
          data,
          element,
        );
        const resize = new ResizeObserver(() =>
          chart.setSize({ width: element.clientWidth, height: HEIGHT }),
        );
        resize.observe(element);
        dispose = () => {
          resize.disconnect();
          chart.destroy();
        };
      })
      // A chunk that did not load, or a browser without canvas: the figures still tell the week.
      .catch(() => {
        if (!stopped) setFailed(true);
      });
    return () => {
      stopped = true;
      dispose();
    };
  }, [days]);

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
