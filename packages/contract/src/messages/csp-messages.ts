/**
 * What embed.js logs for the pro when the page's Content-Security-Policy blocks something of the
 * widgets (decision 0078): once per directive, in the console, naming the exact source to add. The
 * README's "Content-Security-Policy" lists the same directives.
 */
export const CSP_MESSAGES = {
  /** `{source}`: what to add (the platform's origin); `{directive}`: where; `{effect}`: what breaks until then. */
  addSource: 'Showroom: add {source} to {directive} in your Content-Security-Policy; until then {effect}.',
  /** By the kind of thing blocked (the general directive the browser enforced); any other gets `otherEffect`. */
  effects: {
    'script-src': 'the widgets cannot load',
    'connect-src': 'the widgets cannot reach the showroom (products, cart, sign-in)',
    'img-src': 'product pictures do not show',
    'frame-src': 'the card form at checkout does not show',
    'style-src': 'the widgets show unstyled',
    'font-src': 'the widgets cannot load their fonts',
  } as Readonly<Record<string, string>>,
  otherEffect: 'part of the widgets does not work',
} as const;

/**
 * The console line for one blocked kind of thing (`blocked`: `img-src`), telling the pro which
 * directive of theirs to edit (`directive`: `img-src`, or `default-src` when they have no `img-src`).
 */
export function cspHintMessage(directive: string, source: string, blocked: string = directive): string {
  const effect = CSP_MESSAGES.effects[blocked] ?? CSP_MESSAGES.otherEffect;
  return CSP_MESSAGES.addSource
    .replace('{source}', source)
    .replace('{directive}', directive)
    .replace('{effect}', effect);
}
