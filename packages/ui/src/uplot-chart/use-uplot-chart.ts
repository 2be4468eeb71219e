import { type RefObject, useEffect, useState } from 'react';
import type uPlot from 'uplot';

/** What a chart draws: uPlot's options (its width follows the box) and its data. */
export interface UplotChartSpec {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
}

/**
 * Draws a uPlot chart (MIT, about 20 KB brotli) into `box`, loading uPlot only when a chart is shown so
 * no console's first screen pays for it (decision 0088), and following the box's width. `build` makes
 * the chart from `input` and should be a module-level function, so the chart is redrawn only when
 * `input` changes. Answers whether the chart failed (no canvas, or the chunk did not load): the caller
 * then says so, and its table or list still tells the figures.
 */
export function useUplotChart<Input>(
  box: RefObject<HTMLDivElement | null>,
  height: number,
  input: Input,
  build: (UPlot: typeof uPlot, input: Input) => UplotChartSpec,
): boolean {
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
        const { options, data } = build(UPlot, input);
        const chart = new UPlot({ ...options, width: element.clientWidth || 600, height }, data, element);
        const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
        resize.observe(element);
        dispose = () => {
          resize.disconnect();
          chart.destroy();
        };
      })
      .catch(() => {
        if (!stopped) setFailed(true);
      });
    return () => {
      stopped = true;
      dispose();
    };
  }, [box, height, input, build]);

  return failed;
}
