import { ContentArticle, ContentSection } from './content-article.tsx';
import { SupportAddress, SupportEmail } from './support-contact.tsx';

/** `/privacy_policy` (spec §1: last updated May 3, 2021; collection, use, disclosure, security). */
export function PrivacyPolicyPage() {
  return (
    <ContentArticle
      title="Privacy Policy"
      updated="Last updated May 3, 2021"
      lead="This policy explains what information we collect when you use the marketplace, how we use and share it, and how we keep it safe."
    >
      <ContentSection title="Information we collect">
        <ul>
          <li>
            <strong>Account details</strong> you give us: name, email address, phone number, zip code and, for
            orders, your shipping address.
          </li>
          <li>
            <strong>Payment details</strong>: your card is processed by our payment provider; we keep only the
            card brand, its last four digits and expiry date, never the full number or security code.
          </li>
          <li>
            <strong>Project information</strong>: room photos, survey answers and notes you add to projects.
          </li>
          <li>
            <strong>Usage information</strong>: pages visited, the showroom you chose, device and browser
            type, collected through cookies and similar storage (see the Cookies Policy).
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="How we use information">
        <ul>
          <li>To run your account, process orders and payments, and deliver products.</li>
          <li>
            To connect you with the pro whose showroom you shop, and with vendors fulfilling your order.
          </li>
          <li>To answer support requests and send service messages about your orders.</li>
          <li>To improve the marketplace and protect it against fraud and abuse.</li>
        </ul>
      </ContentSection>
      <ContentSection title="How we disclose information">
        <p>
          We share information only as needed to provide the service: with the pro you shop with, with the
          vendors and carriers that fulfil your order, with our payment provider, and with service providers
          bound by confidentiality. We disclose information when the law requires it or to protect the rights
          and safety of our users. We do not sell your personal information.
        </p>
      </ContentSection>
      <ContentSection title="How we protect information">
        <p>
          Passwords are stored as one-way hashes, connections are encrypted, and access to personal data is
          limited to people who need it. No system is perfectly secure; if we learn of a security incident
          that affects you, we will tell you.
        </p>
        <p>
          By using the service you agree that we may contact you electronically (by email or a notice in the
          product) about the security, privacy and administration of your account.
        </p>
      </ContentSection>
      <ContentSection title="Your choices">
        <p>
          You can update your account details at any time, and ask us to delete your account by writing to{' '}
          <SupportEmail />.
        </p>
      </ContentSection>
      <ContentSection title="Contact us">
        <p>
          Questions about this policy: <SupportEmail />.
        </p>
        <SupportAddress />
      </ContentSection>
    </ContentArticle>
  );
}
