import { ROUTE_PATHS } from '@showroom/contract';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/**
 * One dynamic import per information page: the long texts stay out of the home page's JavaScript
 * and each page downloads only its own text (issue #4 budget: home initial JS ≤ 130 KB).
 */
const PAGES: Readonly<Record<string, Page>> = {
  [ROUTE_PATHS.faq]: lazy(() => import('./content/faq-page.tsx').then((m) => ({ default: m.FaqPage }))),
  [ROUTE_PATHS.aboutUs]: lazy(() =>
    import('./content/about-page.tsx').then((m) => ({ default: m.AboutPage })),
  ),
  [ROUTE_PATHS.contact]: lazy(() =>
    import('./content/contact-page.tsx').then((m) => ({ default: m.ContactPage })),
  ),
  [ROUTE_PATHS.returnPolicy]: lazy(() =>
    import('./content/return-policy-page.tsx').then((m) => ({ default: m.ReturnPolicyPage })),
  ),
  [ROUTE_PATHS.cookiesPolicy]: lazy(() =>
    import('./content/cookies-policy-page.tsx').then((m) => ({ default: m.CookiesPolicyPage })),
  ),
  [ROUTE_PATHS.termsOfService]: lazy(() =>
    import('./content/terms-page.tsx').then((m) => ({ default: m.TermsPage })),
  ),
  [ROUTE_PATHS.privacyPolicy]: lazy(() =>
    import('./content/privacy-policy-page.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
  ),
};

/** Information pages of spec §1/§2 (FAQ with help text, policies, about, contact), by route. */
export function ContentPage({ path, title }: { path: string; title: string }) {
  const Page = PAGES[path];
  if (!Page) return <h1>{title}</h1>;
  return (
    <Suspense
      fallback={
        <p className="content-loading" aria-busy="true">
          Loading {title}…
        </p>
      }
    >
      <Page />
    </Suspense>
  );
}
