import type { AdminProfitRow } from '@showroom/contract/admin';
import { type UplotChartSpec, useUplotChart } from '@showroom/ui/console';
import { useRef } from 'react';
import type uPlot from 'uplot';

const HEIGHT = 240;
const BAR_COLOUR = '#2563eb';
/** Long showroom or vendor names are cut on the axis; the table beside the chart has them whole. */
const AXIS_LABEL_MAX = 14;
const shortLabel = (label: string) =>
  label.length > AXIS_LABEL_MAX ? `${label.slice(0, AXIS_LABEL_MAX - 1)}…` : label;

function profitBars(UPlot: typeof uPlot, rows: readonly AdminProfitRow[]): UplotChartSpec {
  const bars = UPlot.paths.bars?.({ size: [0.6, 64] });
  return {
    data: [rows.map((_row, index) => index), rows.map((row) => row.profit)],
    options: {
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
  };
}

/**
 * The profit per group as bars (uPlot, loaded only when the chart is shown). The table below it has the
 * same figures, for screen readers and for a chart that could not load.
 */
export function ProfitChart({ rows }: { rows: readonly AdminProfitRow[] }) {
  const box = useRef<HTMLDivElement>(null);
  const failed = useUplotChart(box, HEIGHT, rows, profitBars);

  if (failed)
    return <p className="sr-page-muted">The chart could not be loaded; the figures are below it.</p>;
  return (
    <figure className="sr-admin__chart-figure">
      <div ref={box} className="sr-admin__chart" role="img" aria-label="Admin profit per group, as bars" />
    </figure>
  );
}
