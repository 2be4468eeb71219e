import { ROUTE_PATHS } from '@showroom/contract';
import { MARKETING_SAVINGS_PERCENT, POLICY } from '@showroom/contract/constants';
import { Link } from 'wouter';
import { useSettings } from '../../settings/settings-store.ts';
import { ContentArticle, ContentSection } from './content-article.tsx';

/** Spec §1 marketing claims that are copy, not business rules (hence not constants). */
const AVERAGE_SAVINGS = [
  ['55%', 'average savings on kitchens'],
  ['30%', 'average savings on bathrooms'],
  ['40%', 'average savings on outdoor projects'],
] as const;

/** `/about_us`: what the marketplace is and does (spec §1). */
export function AboutPage() {
  const appName = useSettings((state) => state.settings?.app_name ?? 'Showroom');
  return (
    <ContentArticle
      title={`About ${appName}`}
      lead={`A marketplace where contractors and designers run virtual showrooms, and homeowners save up to ${MARKETING_SAVINGS_PERCENT}% on the materials for their remodel.`}
    >
      <ul className="content__cards" aria-label="Average savings">
        {AVERAGE_SAVINGS.map(([value, label]) => (
          <li key={label}>
            <strong>{value}</strong>
            {label}
          </li>
        ))}
      </ul>
      <ContentSection title="For homeowners">
        <p>
          Take a style survey, create a project with photos of your room, view templates and chat with
          designers or contractors. You receive a shoppable product list, see materials from several brands
          together in the 3D visualizer, and check out by card in US dollars. Delivery is free nationwide
          (U.S. only) and usually takes {POLICY.deliveryWeeks} weeks.
        </p>
      </ContentSection>
      <ContentSection title="For pros">
        <p>
          Contractors and designers open a showroom with 25,000+ materials from many vendors, 50+ floor plans
          and 100+ templates, buy at wholesale and set their own markup. A live project assistant chats with
          clients in the pro mobile app. Book a demo: it takes about {POLICY.demoMinutes} minutes.
        </p>
        <p>
          <Link className="shell-button" href={ROUTE_PATHS.proSignUp}>
            Sign Up as a Pro
          </Link>
        </p>
      </ContentSection>
      <ContentSection title="For vendors">
        <p>
          Vendors list their products and sell through the showrooms of the pros who invite them; we handle
          orders and payments.
        </p>
      </ContentSection>
    </ContentArticle>
  );
}
