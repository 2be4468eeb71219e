import type { ProWeekDay } from '@showroom/contract/pro';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

const HEIGHT = 220;
const SERIES = [
  { key: 'embed_visits', label: 'Visits to your embeds', stroke: '#2563eb' },
  { key: 'shell_visits', label: 'Visits to your showroom', stroke: '#7c3aed' },
  { key: 'product_views', label: 'Products viewed', stroke: '#0f766e' },
  { key: 'orders', label: 'Orders', stroke: '#c2410c' },
] as const;

/**
 * The week's visits, product views and orders per day, drawn by uPlot (MIT, about 20 KB brotli with its
 * CSS), loaded only when the chart is shown so the console's first screen stays within its budget
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
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css?inline')])
      .then(([{ default: UPlot }, { default: css }]) => {
        if (stopped) return;
        const style = document.createElement('style');
        style.textContent = css;
        element.append(style);
        const seconds = days.map(({ day }) => Date.parse(`${day}T00:00:00Z`) / 1000);
        const data: uPlot.AlignedData = [seconds, ...SERIES.map(({ key }) => days.map((day) => day[key]))];
        const chart = new UPlot(
          {
            width: element.clientWidth || 600,
            height: HEIGHT,
            tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'UTC'),
            scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(4, max)] } },
            axes: [{}, { size: 40 }],
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
          style.remove();
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
    <div
      ref={box}
      className="sr-console__chart"
      role="img"
      aria-label="Visits, products viewed and orders per day over the last seven days"
    />
  );
}
