import type { AdminProfitRow } from '@showroom/contract/admin';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

const HEIGHT = 240;
const BAR_COLOUR = '#2563eb';
/** Long showroom or vendor names are cut on the axis; the table beside the chart has them whole. */
const AXIS_LABEL_MAX = 14;
const shortLabel = (label: string) =>
  label.length > AXIS_LABEL_MAX ? `${label.slice(0, AXIS_LABEL_MAX - 1)}…` : label;

/**
 * The profit per group as bars, drawn by uPlot (MIT, about 20 KB brotli) loaded only when the chart is
 * shown, as the pros' week chart (decision 0088), so the console's first screen stays small. The
 * table below it has the same figures, for screen readers and for a chart that could not load.
 */
export function ProfitChart({ rows }: { rows: readonly AdminProfitRow[] }) {
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
        const bars = UPlot.paths.bars?.({ size: [0.6, 64] });
        const data: uPlot.AlignedData = [rows.map((_row, index) => index), rows.map((row) => row.profit)];
        const chart = new UPlot(
          {
            width: element.clientWidth || 600,
            height: HEIGHT,
            scales: {
              x: { time: false, range: () => [-0.5, rows.length - 0.5] },
              y: { range: (_chart, min, max) => [Math.min(0, min), Math.max(1, max)] },
            },
            axes: [
              {
                incrs: [1],
                values: (_chart, ticks) => ticks.map((tick) => shortLabel(rows[tick]?.label ?? '')),
              },
              {
                size: 64,
                values: (_chart, ticks) => ticks.map((tick) => `$${tick.toLocaleString('en-US')}`),
              },
            ],
            legend: { show: false },
            cursor: { show: false },
            series: [
              {},
              { label: 'Admin profit', stroke: BAR_COLOUR, fill: BAR_COLOUR, ...(bars && { paths: bars }) },
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
      // A chunk that did not load, or a browser without canvas: the table still tells the figures.
      .catch(() => {
        if (!stopped) setFailed(true);
      });
    return () => {
      stopped = true;
      dispose();
    };
  }, [rows]);

  if (failed)
    return <p className="sr-page-muted">The chart could not be loaded; the figures are below it.</p>;
  return (
    <figure className="sr-admin__chart-figure">
      <div ref={box} className="sr-admin__chart" role="img" aria-label="Admin profit per group, as bars" />
    </figure>
  );
}
