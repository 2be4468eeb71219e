import { ROUTE_PATHS } from '@showroom/contract';
import { DESIGNER_PROFILE_MESSAGES, type ProProfile } from '@showroom/contract/pro';
import { Button, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { loadProProfile } from '../../api/pro-calls.ts';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import { PortfolioCard } from './portfolio-card.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';

function Rating({ profile }: { profile: ProProfile }) {
  const { average, count } = profile.rating;
  return (
    <p className="sr-console__rating">
      <strong>Rating:</strong>{' '}
      {average === null
        ? DESIGNER_PROFILE_MESSAGES.noRatings
        : `${average.toFixed(1)} of 5 from ${count} ${count === 1 ? 'hire' : 'hires'}`}
    </p>
  );
}

/**
 * `/pro/profile` (issue #23 item 11): what homeowners see when hiring the pro — portfolio, hourly rate,
 * styles, introduction, and the rating hires give (read-only). Designers and contractors alike may keep
 * one; homeowners read Designers' (`GET /api/designers/:id`).
 */
export function ProProfileScreen() {
  const { state, retry, update } = useResource(
    'pro-profile',
    async (signal) => (await loadProProfile(signal)).data,
  );
  const onChange = (next: ProProfile) => update(() => next);
  return (
    <ConsoleFrame title="Your profile for homeowners" current={ROUTE_PATHS.proProfile}>
      {state.status === 'ready' && (
        <>
          <Rating profile={state.data} />
          <ProfileDetailsForm profile={state.data} onSaved={onChange} />
          <PortfolioCard profile={state.data} onChange={onChange} />
        </>
      )}
      {state.status === 'error' && (
        <FormStatus tone="error">
          Your profile could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      )}
      {(state.status === 'loading' || state.status === 'idle') && <div className="sr-page-skeleton" />}
    </ConsoleFrame>
  );
}
