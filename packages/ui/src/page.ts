/**
 * `@showroom/ui/page`: page-level pieces (route progress bar, a route's intro, loading overlay, coming-soon page, the styles of card screens),
 * as their own entry (and federation share key): embedded widgets such as the showroom entry need
 * none of them, and a shared module is downloaded whole.
 */
export { ComingSoon, type ComingSoonProps } from './coming-soon/coming-soon.tsx';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay/loading-overlay.tsx';
export { PageStyles } from './page-styles/page-styles.tsx';
export {
  RouteIntro,
  RouteIntroFrame,
  type RouteIntroProps,
} from './route-intro/route-intro.tsx';
export { RouteProgressBar, type RouteProgressBarProps } from './route-progress-bar/route-progress-bar.tsx';
