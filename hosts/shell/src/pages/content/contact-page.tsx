import { ROUTE_PATHS } from '@showroom/contract';
import { POLICY } from '@showroom/contract/constants';
import { Link } from 'wouter';
import { ContentArticle, ContentSection } from './content-article.tsx';
import { SupportAddress, SupportEmail, SupportPhone } from './support-contact.tsx';

/** `/contact`: support email, phone and postal address, all from `GET /api/setting`. */
export function ContactPage() {
  return (
    <ContentArticle
      title="Contact Us"
      lead="We are happy to help with orders, returns, your account or your showroom."
    >
      <ContentSection title="Email and phone">
        <p>
          Email: <SupportEmail />
          <br />
          Phone: <SupportPhone />
        </p>
        <p>
          Please include your order number when writing about an order. Remember that you can cancel an order
          or change its address within {POLICY.cancelOrAddressChangeMinutes} minutes of placing it.
        </p>
      </ContentSection>
      <ContentSection title="Postal address">
        <SupportAddress />
      </ContentSection>
      <ContentSection title="Quick answers">
        <p>
          Many questions are answered in the <Link href={ROUTE_PATHS.faq}>FAQ</Link> and the{' '}
          <Link href={ROUTE_PATHS.returnPolicy}>Return and Cancellation Policy</Link>.
        </p>
      </ContentSection>
    </ContentArticle>
  );
}
