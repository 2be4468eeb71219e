import { EMBED_PROBLEMS_GLOBAL } from '@showroom/contract/constants';

/**
 * What embed.js hands `embed-problems.js` (decision 0129): the tag's setup and what it noticed before that
 * script arrived. The script reads it, then takes what embed.js notices later through `take`.
 */
export interface ProblemHandoff {
  readonly apiOrigin: string;
  readonly showroom: string | null;
  /** Reports a problem to the pro's console screen, once each (embed health, decision 0087). */
  readonly note: (problem: string) => void;
  /** Violations of the page's Content-Security-Policy, not yet read. */
  readonly violations: SecurityPolicyViolationEvent[];
  /** The showroom search's answer, once it came back marking this origin unregistered. */
  unregisteredAnswer: Response | null;
  /** Set by the script: reads what was noticed since. */
  take?: () => void;
}

type WithHandoff = { [EMBED_PROBLEMS_GLOBAL]?: ProblemHandoff };

export function publishHandoff(handoff: ProblemHandoff): void {
  (globalThis as WithHandoff)[EMBED_PROBLEMS_GLOBAL] = handoff;
}

export function readHandoff(): ProblemHandoff | undefined {
  return (globalThis as WithHandoff)[EMBED_PROBLEMS_GLOBAL];
}
