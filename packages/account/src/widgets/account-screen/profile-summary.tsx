import type { Profile } from '@showroom/contract/account';
import { formatPhone } from '@showroom/core/format';
import { useId } from 'react';

/** The phone as `+1 (415) 555-0123`: the country code, then spec §9's (xxx) xxx-xxxx. */
export function displayPhone(countryCode: string, phone: string | null): string | null {
  if (!phone) return null;
  return `${countryCode} ${formatPhone(phone)}`.trim();
}

/** Who is signed in: name, email, phone and zip code, as given at registration. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const phone = displayPhone(profile.country_code, profile.phone_number);
  const headingId = useId();
  return (
    <section className="sr-page-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-page-card__heading">
        Profile
      </h2>
      <dl className="sr-account__facts">
        <div>
          <dt>Name</dt>
          <dd>{`${profile.first_name} ${profile.last_name}`.trim()}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd className="sr-account__email">{profile.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{phone ?? '—'}</dd>
        </div>
        <div>
          <dt>Zip code</dt>
          <dd>{profile.zip_code || '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
