import { EMBED_PROBLEMS_SCRIPT, ORIGIN_UNREGISTERED_HEADER } from '@showroom/contract/constants';
import { addSideScript } from '../side-script.ts';
import { type ProblemHandoff, publishHandoff } from './problem-handoff.ts';

/**
 * What embed.js does about a pro's setup problems (decision 0129): it notices them, a tag without
 * `data-showroom`, a showroom search answer marking this origin unregistered, a Content-Security-Policy
 * violation, and adds `embed-problems.js`, which tells the pro in the console what to do (decisions 0077,
 * 0078). A page without a problem never downloads those lines. Returns what reads the search's answer.
 */
export function watchProblems(
  baseUrl: string,
  apiOrigin: string,
  showroom: string | null,
  note: (problem: string) => void,
  page: Document = document,
): (response: Response) => void {
  const handoff: ProblemHandoff = { apiOrigin, showroom, note, violations: [], unregisteredAnswer: null };
  let added = false;
  const tell = () => {
    if (handoff.take) return handoff.take();
    if (added) return;
    added = true;
    publishHandoff(handoff);
    addSideScript(baseUrl, EMBED_PROBLEMS_SCRIPT, page);
  };
  page.addEventListener('securitypolicyviolation', (violation) => {
    handoff.violations.push(violation);
    tell();
  });
  if (!showroom) tell();
  return (response) => {
    if (!response.headers.has(ORIGIN_UNREGISTERED_HEADER)) return;
    handoff.unregisteredAnswer = response;
    tell();
  };
}
