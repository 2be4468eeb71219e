import { cspHintMessage } from '@showroom/contract/constants';

/** What a violation report says, as far as the hint needs it (a SecurityPolicyViolationEvent's fields). */
export type Violation = Pick<
  SecurityPolicyViolationEvent,
  'blockedURI' | 'effectiveDirective' | 'originalPolicy' | 'sourceFile' | 'target'
>;

function originOf(url: string): string | null {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** The page's policy names these directives (`script-src 'self'; img-src …` → script-src, img-src). */
function namedDirectives(policy: string): Set<string> {
  return new Set(policy.split(';').map((part) => part.trim().split(/\s+/)[0]?.toLowerCase() ?? ''));
}

/** `script-src-elem` → `script-src`: the kind of thing that was blocked. */
function generalDirective(directive: string): string {
  return directive.replace(/-(elem|attr)$/, '');
}

/**
 * The directive the pro should edit: the one the browser enforced if the policy names it
 * (`script-src-elem`), else its general form (`script-src`), else `default-src` when the page only
 * has that one (adding a new `script-src` would drop what default-src allowed).
 */
function directiveToEdit(violation: Violation): string {
  const named = namedDirectives(violation.originalPolicy);
  const effective = violation.effectiveDirective;
  const general = generalDirective(effective);
  if (named.has(effective)) return effective;
  if (named.has(general) || !named.has('default-src')) return general;
  return 'default-src';
}

/** Blocked inside a widget's shadow root (an inline style the widget wrote, say). */
function inWidget(target: EventTarget | null): boolean {
  if (!(target instanceof Node)) return false;
  const root = target.getRootNode();
  return root instanceof ShadowRoot && root.host.localName.startsWith('showroom-');
}

/**
 * The source to add for a violation the widgets caused, or null for one that is none of ours (the
 * page's own scripts and pictures are the pro's business).
 */
export function sourceToAdd(violation: Violation, platformOrigin: string): string | null {
  const blocked = originOf(violation.blockedURI);
  const ours =
    blocked === platformOrigin ||
    originOf(violation.sourceFile) === platformOrigin ||
    inWidget(violation.target);
  if (!ours) return null;
  if (blocked) return blocked;
  if (violation.blockedURI === 'inline') return "'unsafe-inline'";
  if (violation.blockedURI === 'eval') return "'unsafe-eval'";
  return null;
}

/**
 * Tells the pro, in the console, what their Content-Security-Policy must allow when it blocks the
 * widgets: one line per kind of thing blocked (scripts, calls, pictures…), naming the directive to
 * edit and the exact source to add (decision 0078). Returns what reads each violation; embed.js notices
 * them and hands them to `embed-problems.js`, which runs this (decision 0129).
 */
export function cspHintReporter(
  platformOrigin: string,
  log: (line: string) => void = console.error,
  /** Told each kind of thing blocked (`img-src`), once: embed health reports it (decision 0087). */
  onBlocked?: (blocked: string) => void,
): (violation: Violation) => void {
  const told = new Set<string>();
  return (violation) => {
    const source = sourceToAdd(violation, platformOrigin);
    if (!source) return;
    const blocked = generalDirective(violation.effectiveDirective);
    if (told.has(blocked)) return;
    told.add(blocked);
    log(cspHintMessage(directiveToEdit(violation), source, blocked));
    onBlocked?.(blocked);
  };
}
