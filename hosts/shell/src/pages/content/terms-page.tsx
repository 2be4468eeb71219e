import {
  COOKIE_DAYS,
  CURRENCY,
  DEFAULT_TIME_ZONE,
  MARKUP,
  PASSWORD_MIN_LENGTH,
  PREMIUM_PLAN,
} from '@showroom/contract';
import { DATE_FORMAT, POLICY } from '@showroom/contract/constants';
import { ContentArticle, ContentSection } from './content-article.tsx';
import { SupportAddress, SupportEmail } from './support-contact.tsx';

const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;

/**
 * `/terms_of_service`: numbered sections (CSS counters) with every rule of spec §1 and the
 * user-facing constants of §9, all read from the contract.
 */
export function TermsPage() {
  return (
    <ContentArticle
      title="Terms of Service"
      lead="These terms govern your use of the showroom marketplace, its showrooms and its services. By registering or placing an order you accept them."
    >
      <div className="content__terms">
        <ContentSection title="Who we are and who these terms apply to">
          <p>
            The marketplace lets contractors and designers (“pros”) run virtual showrooms with products from
            many vendors, and lets homeowners (“clients”) shop those showrooms, plan projects and pay by card.
            Vendors list and sell products through the platform; vendors join by a pro’s invitation.
          </p>
        </ContentSection>
        <ContentSection title="Registration and eligibility">
          <ul>
            <li>
              Clients register with their zip code, phone number, email address, name and a password of at
              least {PASSWORD_MIN_LENGTH} characters, and keep these details accurate.
            </li>
            <li>Nobody under {POLICY.minimumAge} may use the service.</li>
            <li>
              If you are under {POLICY.guardianConsentAge}, you may use the service only with the consent of a
              parent or legal guardian.
            </li>
            <li>
              Pros must be licensed. We review every pro account and approve it within{' '}
              {POLICY.accountApprovalHours} hours.
            </li>
          </ul>
        </ContentSection>
        <ContentSection title="Prices, markup and coupons">
          <ul>
            <li>
              All prices are in {CURRENCY.code}. Dates are shown as {DATE_FORMAT}, times in the{' '}
              {DEFAULT_TIME_ZONE} time zone.
            </li>
            <li>
              Pros buy at wholesale prices and set a markup of at least {MARKUP.minimumPercent}% (standard{' '}
              {MARKUP.standardPercent}%). A pro may send coupons, never above their markup.
            </li>
            <li>
              Some item prices are estimates. The price is confirmed before the item ships; if it changed, you
              may accept or reject the new price.
            </li>
          </ul>
        </ContentSection>
        <ContentSection title="Orders, cancellation and delivery">
          <ul>
            <li>Orders are accepted within {POLICY.orderProcessingHours} hours.</li>
            <li>
              You may cancel an order or change its shipping address within{' '}
              {POLICY.cancelOrAddressChangeMinutes} minutes of placing it.
            </li>
            <li>
              Delivery is free within the United States only and usually takes {POLICY.deliveryWeeks} weeks.
            </li>
            <li>
              An incomplete order must be reported within {POLICY.incompleteOrderReportWeeks} weeks of
              delivery.
            </li>
          </ul>
        </ContentSection>
        <ContentSection title="Fees, plans and renewal">
          <ul>
            <li>Fees are paid in advance.</li>
            <li>
              The {PREMIUM_PLAN.name} plan costs {`$${PREMIUM_PLAN.amount}`}. Plans renew automatically unless
              you cancel by emailing <SupportEmail />; cancelling takes up to{' '}
              {POLICY.subscriptionCancellationHours} hours.
            </li>
          </ul>
        </ContentSection>
        <ContentSection title="Refunds and returns">
          <ul>
            <li>Refunds are at the provider’s discretion.</li>
            <li>
              You have {POLICY.returnWindowDays} days from delivery to return an item, and you ship it back at
              your own cost.
            </li>
            <li>
              The initial shipping cost is deducted from the refund as a restocking fee, which is never
              greater than the return shipping cost.
            </li>
            <li>
              Vendors have {POLICY.vendorRefundDays} days to apply a refund; it then takes{' '}
              {POLICY.refundBusinessDays} business days to reach you.
            </li>
          </ul>
        </ContentSection>
        <ContentSection title="Pro balances">
          <ul>
            <li>
              A pro’s pending balance becomes available {POLICY.pendingBalanceBusinessDays} business days
              after approval.
            </li>
            <li>
              A refund creates a negative balance, due within {POLICY.negativeBalanceDueDays} days; otherwise
              the account may be suspended, a penalty charged or legal action taken.
            </li>
          </ul>
        </ContentSection>
        <ContentSection title="Cookies and signing in">
          <p>
            “Remember me” keeps your email (never your password) for {COOKIE_DAYS.rememberMe} days to fill in
            the sign-in form; an administrator’s one-time-code confirmation lasts {COOKIE_DAYS.otpVerify}{' '}
            days; your account type is remembered for {COOKIE_DAYS.userType} day. See the Cookies Policy for
            details.
          </p>
        </ContentSection>
        <ContentSection title="Disputes and governing law">
          <p>
            Any dispute is settled by binding arbitration under the laws of the State of California. A claim
            must be filed within {years(POLICY.claimFilingYears)} of the event it concerns, or it is barred.
          </p>
        </ContentSection>
        <ContentSection title="Limitation of liability">
          <p>
            Our total liability for any claim is limited to the greater of the fees you paid us or{' '}
            {`$${POLICY.liabilityFloorUsd}`}.
          </p>
        </ContentSection>
        <ContentSection title="Contact">
          <p>
            Questions about these terms: <SupportEmail />.
          </p>
          <SupportAddress />
        </ContentSection>
      </div>
    </ContentArticle>
  );
}
