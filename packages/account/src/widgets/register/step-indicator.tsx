import type { RegisterStep } from './registration-values.ts';

export const STEP_NAMES: Readonly<Record<RegisterStep, string>> = {
  1: 'Account',
  2: 'Shipping',
  3: 'Payment',
};

/** "1 Account · 2 Shipping · 3 Payment", the current one marked for sight and for screen readers. */
export function StepIndicator({ step }: { step: RegisterStep }) {
  return (
    <ol className="sr-steps" aria-label="Registration steps">
      {([1, 2, 3] as const).map((number) => (
        <li
          key={number}
          className="sr-steps__item"
          data-state={number === step ? 'current' : number < step ? 'done' : 'next'}
          aria-current={number === step ? 'step' : undefined}
        >
          <span className="sr-steps__number" aria-hidden="true">
            {number < step ? '✓' : number}
          </span>
          <span className="sr-steps__name">
            <span className="sr-visually-hidden">Step {number}: </span>
            {STEP_NAMES[number]}
            {number < step && <span className="sr-visually-hidden"> (done)</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
