import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
/** Placeholder blocks shaped like the account cards while the profile loads. */
export function AccountSkeleton() {
  return (
    <div className="sr-account__grid" role="status" aria-busy="true" aria-live="polite">
      <span className="sr-visually-hidden">{ACCOUNT_MESSAGES.accountLoading}</span>
      {['profile', 'payment', 'address'].map((card) => (
        <div
          key={card}
          className={`sr-page-card sr-account__card--skeleton${card === 'address' ? ' sr-account__card--wide' : ''}`}
          aria-hidden="true"
        >
          <span className="sr-page-skeleton sr-page-skeleton--heading" />
          <span className="sr-page-skeleton" />
          <span className="sr-page-skeleton" />
          <span className="sr-page-skeleton sr-page-skeleton--short" />
        </div>
      ))}
    </div>
  );
}
