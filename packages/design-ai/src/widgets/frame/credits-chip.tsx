import { AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';

/**
 * The credit balance, shown wherever AI design is (the frame's header). A polite live region: the
 * balance after a design or a purchase is read out.
 */
export function CreditsChip({ credits }: { credits: number }) {
  return (
    <output
      className="sr-ai-frame__chip"
      aria-live="polite"
      aria-label={`${T.creditsLabel}: ${T.creditsChip(credits)}`}
    >
      <span aria-hidden="true" className="sr-ai-frame__coin" />
      {T.creditsChip(credits)}
    </output>
  );
}
