import { ROUTE_PATHS } from '@showroom/contract';
import { PRO_ACCOUNT_CONTENT as CONTENT } from '@showroom/contract/pro';
import { ShellLink, StyleSheet } from '@showroom/ui';
import { PageStyles } from '@showroom/ui/page';
import css from './pro-account.css?inline';

/**
 * `/pro-account` (spec §2, the home page's "Learn More"): what a pro gets, the plans, the contractors'
 * "How it Works" FAQ (spec §2 FAQ), and the way to sign up or sign in to the console.
 */
export function ProAccountScreen() {
  return (
    <article className="sr-page sr-pro-account">
      <PageStyles />
      <StyleSheet name="sr-pro-account" css={css} />
      <header className="sr-pro-account__hero">
        <h1 className="sr-page__title">{CONTENT.title}</h1>
        <p className="sr-pro-account__intro">{CONTENT.intro}</p>
        <div className="sr-pro-account__actions">
          <ShellLink to={ROUTE_PATHS.proSignUp} className="sr-pro-account__cta">
            {CONTENT.signUp}
          </ShellLink>
          <ShellLink to={ROUTE_PATHS.proLogin}>{CONTENT.signIn}</ShellLink>
        </div>
      </header>

      <section aria-labelledby="sr-pro-benefits">
        <h2 id="sr-pro-benefits">{CONTENT.benefitsTitle}</h2>
        <ul className="sr-pro-account__grid">
          {CONTENT.benefits.map((benefit) => (
            <li key={benefit.title} className="sr-page-card">
              <h3>{benefit.title}</h3>
              <p className="sr-page-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sr-pro-plans">
        <h2 id="sr-pro-plans">{CONTENT.plansTitle}</h2>
        <ul className="sr-pro-account__grid">
          {CONTENT.plans.map((plan) => (
            <li key={plan.name} className="sr-page-card">
              <h3>{plan.name}</h3>
              <p className="sr-pro-account__price">{plan.price}</p>
              <p className="sr-page-muted">{plan.text}</p>
            </li>
          ))}
        </ul>
        <p className="sr-page-muted">{CONTENT.plansNote}</p>
      </section>

      <section aria-labelledby="sr-pro-faq" className="sr-pro-account__faq">
        <h2 id="sr-pro-faq">{CONTENT.faqTitle}</h2>
        {CONTENT.faq.map((entry) => (
          <details key={entry.question}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>
    </article>
  );
}
