/**
 * `embed-problems.js` (decision 0129): what embed.js adds when it noticed a problem of the pro's setup. It
 * tells the pro in the console what to do, once per problem, and reports blocked kinds to embed health.
 */
import { EMBED_HEALTH_REPORT } from '@showroom/contract/constants';
import { cspHintReporter } from './csp-violation-hints.ts';
import { readHandoff } from './problem-handoff.ts';
import { tellThePro } from './tell-the-pro.ts';

const handoff = readHandoff();
if (handoff) {
  const { apiOrigin, showroom, note } = handoff;
  const reportViolation = cspHintReporter(apiOrigin, console.error, (blocked) =>
    note(`${EMBED_HEALTH_REPORT.cspKind}:${blocked}`),
  );
  // Warns at once when the tag has no data-showroom.
  const readSearchAnswer = tellThePro(apiOrigin, showroom);
  handoff.take = () => {
    for (const violation of handoff.violations.splice(0)) reportViolation(violation);
    if (handoff.unregisteredAnswer) readSearchAnswer(handoff.unregisteredAnswer);
  };
  handoff.take();
}
