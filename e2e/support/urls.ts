import { shellPath } from '@showroom/contract';

/** Where global setup started the platform and the contractor site. */
export function platformUrl(path = ''): string {
  return `${process.env.PLATFORM_URL ?? 'http://localhost:8080'}${path}`;
}

/** A shell route's full address, e.g. `ROUTE_PATHS.faq` → `http://localhost:8080/showroom/faq`. */
export function shellUrl(route: string): string {
  return platformUrl(shellPath(route));
}

export function siteUrl(path = ''): string {
  return `${process.env.SITE_URL ?? 'http://127.0.0.1:8081'}${path}`;
}

export const DEMO_SHOWROOM = { id: 'HOMEPRO1', company: 'Evergreen Home Remodeling' } as const;
