import { COOKIE_DAYS } from '@showroom/contract';
import { ContentArticle, ContentSection } from './content-article.tsx';
import { SupportEmail } from './support-contact.tsx';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** `/cookies_policy` (spec §1: dated March 9, 2022); lifetimes from the contract (spec §9). */
export function CookiesPolicyPage() {
  return (
    <ContentArticle
      title="Cookies Policy"
      updated="Effective March 9, 2022"
      lead="Cookies are small files a website stores in your browser. We use as few as we can, only to remember your sign-in email and keep the showroom working."
    >
      <ContentSection title="Cookies we use">
        <ul>
          <li>
            <strong>Remember me</strong> keeps your email for {days(COOKIE_DAYS.rememberMe)} when you tick
            “Remember me”, so the sign-in form is filled in for you. Your password is never stored.
          </li>
          <li>
            <strong>Account type</strong> remembers whether you are a client or a pro for{' '}
            {days(COOKIE_DAYS.userType)}.
          </li>
          <li>
            <strong>Administrator verification</strong> records a confirmed one-time code for{' '}
            {days(COOKIE_DAYS.otpVerify)} (administrators only).
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="Browser storage">
        <p>
          Your cart, the showroom you chose and your sign-in are kept in your browser’s local storage so they
          survive a reload and stay in step across tabs. They never leave your device except when you use the
          service.
        </p>
      </ContentSection>
      <ContentSection title="No advertising cookies">
        <p>We do not use advertising or cross-site tracking cookies.</p>
      </ContentSection>
      <ContentSection title="Managing cookies">
        <p>
          You can delete cookies and site data in your browser’s settings. You will then be signed out and
          your cart on that browser will be emptied.
        </p>
        <p>
          Questions: <SupportEmail />.
        </p>
      </ContentSection>
    </ContentArticle>
  );
}
