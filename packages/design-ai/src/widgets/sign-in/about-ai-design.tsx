import { AI_DESIGN_MESSAGES, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';

/** What AI design does and costs, said plainly beside its sign-in and sign-up. */
export function AboutAiDesign() {
  return (
    <section className="sr-ai-auth__about" aria-labelledby="sr-ai-about">
      <h2 id="sr-ai-about">{T.homeTitle}</h2>
      <p>{T.whatItDoes}</p>
      <p>{T.honestNote}</p>
      <p>{AI_DESIGN_MESSAGES.welcomeText}</p>
    </section>
  );
}
