import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type UplotChartSpec, useUplotChart } from './use-uplot-chart.ts';

function Chart({ build }: { build: () => UplotChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  const failed = useUplotChart(box, 200, 'input', build);
  return failed ? <p>No chart</p> : <div ref={box} role="img" aria-label="Chart" />;
}

describe('useUplotChart', () => {
  afterEach(cleanup);

  it('says the chart failed, without building it, where the page has no canvas to draw on', async () => {
    // jsdom has no canvas context, as a browser with canvas blocked.
    const build = vi.fn(() => ({ options: { series: [] }, data: [[]] as UplotChartSpec['data'] }));
    render(<Chart build={build} />);
    expect(await screen.findByText('No chart')).toBeTruthy();
    expect(build).not.toHaveBeenCalled();
  });
});
