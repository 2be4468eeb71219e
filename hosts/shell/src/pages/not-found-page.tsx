import { ROUTE_PATHS } from '@showroom/contract';
import { SHELL_MESSAGES } from '@showroom/contract/constants';
import { Link } from 'wouter';
import { useSettings } from '../settings/settings-store.ts';

/** `/404` (spec §2): any unknown path lands here. */
export function NotFoundPage() {
  const email = useSettings((state) => state.settings?.support_email);
  return (
    <section className="shell-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{SHELL_MESSAGES.notFoundTitle}</h1>
      <p>This can happen because:</p>
      <ul>
        {SHELL_MESSAGES.notFoundReasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {email && (
        <p>
          Need help? Write to <a href={`mailto:${email}`}>{email}</a>.
        </p>
      )}
      <Link className="shell-button" to={ROUTE_PATHS.home}>
        Back to Home
      </Link>
    </section>
  );
}
