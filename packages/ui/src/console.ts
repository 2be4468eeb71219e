/**
 * `@showroom/ui/console`: the layout every console screen shares (the pro's, the vendor's, the admin's),
 * as its own entry (and federation share key): no shopper's page downloads it.
 */
export {
  ConsoleLayout,
  type ConsoleLayoutProps,
  type ConsoleSection,
} from './console-layout/console-layout.tsx';
export { type UplotChartSpec, useUplotChart } from './uplot-chart/use-uplot-chart.ts';
