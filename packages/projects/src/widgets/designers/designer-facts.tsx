import { dollars } from '@showroom/contract/money';
import { DESIGNER_PROFILE_MESSAGES } from '@showroom/contract/pro';
import { DESIGNER_HIRE_MESSAGES, type DesignerForHire } from '@showroom/contract/projects';
import { formatUsd } from '@showroom/core/format';

/** "4.8 (12 ratings)", or the profile's "No ratings yet". */
function ratingText({ average, count }: DesignerForHire['rating']): string {
  if (average === null || count === 0) return DESIGNER_PROFILE_MESSAGES.noRatings;
  return `${average.toFixed(1)} of 5 (${count} rating${count === 1 ? '' : 's'})`;
}

/** Rate, fee, rating and availability: the same lines on the card and in the profile dialog. */
export function DesignerFacts({ designer }: { designer: DesignerForHire }) {
  return (
    <dl className="sr-designers__facts">
      <div>
        <dt>Rate</dt>
        <dd>
          {designer.hourly_rate_cents === null
            ? '—'
            : `${formatUsd(dollars(designer.hourly_rate_cents))} an hour`}
        </dd>
      </div>
      <div>
        <dt>Fee</dt>
        <dd>{formatUsd(dollars(designer.fee_cents))}</dd>
      </div>
      <div>
        <dt>Rating</dt>
        <dd>{ratingText(designer.rating)}</dd>
      </div>
      <div>
        <dt>Availability</dt>
        <dd className={designer.accepting_projects ? 'sr-designers__open' : 'sr-designers__closed'}>
          {designer.accepting_projects
            ? DESIGNER_HIRE_MESSAGES.accepting
            : DESIGNER_HIRE_MESSAGES.notAccepting}
        </dd>
      </div>
    </dl>
  );
}

/** The designer's styles, those in the project's style profile marked "Matches your style". */
export function DesignerStyles({ designer }: { designer: DesignerForHire }) {
  if (designer.style_tags.length === 0) return null;
  return (
    <ul className="sr-designers__tags" aria-label="Styles">
      {designer.style_tags.map((tag) => {
        const matches = designer.matching_tags.includes(tag);
        return (
          <li
            key={tag}
            className={matches ? 'sr-designers__tag sr-designers__tag--match' : 'sr-designers__tag'}
          >
            {tag}
            {matches && (
              <span className="sr-designers__match"> · {DESIGNER_HIRE_MESSAGES.matchesYourStyle}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
