import { POLICY } from '@showroom/contract/constants';
import { ContentArticle, ContentSection } from './content-article.tsx';
import { SupportAddress, SupportEmail } from './support-contact.tsx';

/** `/return_policy`: returns, refunds and cancellations (spec §1), numbers from the contract. */
export function ReturnPolicyPage() {
  return (
    <ContentArticle
      title="Return and Cancellation Policy"
      lead="We want you to love what you ordered. If something is not right, here is how returns, refunds and cancellations work."
    >
      <ContentSection title="Cancelling an order">
        <p>
          You can cancel an order, or change its shipping address, within{' '}
          {POLICY.cancelOrAddressChangeMinutes} minutes of placing it. Orders are accepted within{' '}
          {POLICY.orderProcessingHours} hours; once a vendor has started processing an item it can no longer
          be cancelled, but it can be returned.
        </p>
      </ContentSection>
      <ContentSection title="Returning an item">
        <ul>
          <li>You have {POLICY.returnWindowDays} days from delivery to return an item.</li>
          <li>Return shipping is at your own cost; pack items as they arrived.</li>
          <li>
            The initial shipping cost is deducted from your refund as a restocking fee. It is never greater
            than the cost of the return shipping.
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="Refunds">
        <p>
          Refunds are at the provider’s discretion. Vendors have {POLICY.vendorRefundDays} days to apply an
          approved refund, which then reaches your card in {POLICY.refundBusinessDays} business days.
        </p>
      </ContentSection>
      <ContentSection title="Missing or damaged items">
        <p>
          Report an incomplete or damaged order within {POLICY.incompleteOrderReportWeeks} weeks of delivery
          to <SupportEmail />, with your order number and photos.
        </p>
      </ContentSection>
      <ContentSection title="Where to send returns">
        <p>Contact support first for a return authorisation; we will tell you where to ship the item.</p>
        <SupportAddress />
      </ContentSection>
    </ContentArticle>
  );
}
