import { MARKUP, ROUTE_PATHS } from '@showroom/contract';
import { MARKUP_MESSAGES, type ProMarkup, proMarkupRequestSchema } from '@showroom/contract/pro';
import { notify } from '@showroom/core';
import { Button, useResource } from '@showroom/ui';
import { DecimalField, FormStatus, useSchemaForm } from '@showroom/ui/form';
import { loadProMarkup, saveProMarkup } from '../../api/pro-calls.ts';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import { MarkupPreview } from './markup-preview.tsx';

type MarkupValues = { markup_percent: string };

/** The box's text as the number the contract checks, or null while it is no number yet. */
const percentOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

function check(values: MarkupValues): Record<string, string> {
  const parsed = proMarkupRequestSchema.safeParse({ markup_percent: percentOf(values.markup_percent) });
  return parsed.success ? {} : { markup_percent: MARKUP_MESSAGES.invalid };
}

function MarkupForm({ markup, onSaved }: { markup: ProMarkup; onSaved: (saved: ProMarkup) => void }) {
  const form = useSchemaForm<MarkupValues>(check, { markup_percent: String(markup.markup_percent) });
  const typed = percentOf(form.values.markup_percent);
  // The preview follows what is typed as soon as it is a markup the server would take.
  const previewed = typed !== null && Object.keys(check(form.values)).length === 0 ? typed : null;
  const onSubmit = form.submit(async (values) => {
    const answer = await saveProMarkup(Number(values.markup_percent));
    form.reset({ markup_percent: String(answer.data.markup_percent) });
    onSaved(answer.data);
    notify.success(answer.message);
  });
  return (
    <form ref={form.formRef} className="sr-page-card" onSubmit={onSubmit} noValidate>
      <p>{MARKUP_MESSAGES.help}</p>
      <div className="sr-console__row">
        <DecimalField
          label="Markup (%)"
          name="markup_percent"
          value={form.values.markup_percent}
          onValueChange={(text) => form.setValue('markup_percent', text)}
          error={form.errorFor('markup_percent')}
          hint={`Standard ${MARKUP.standardPercent}%.`}
        />
        <Button type="submit" busy={form.busy}>
          Save markup
        </Button>
      </div>
      <MarkupPreview products={markup.preview} markupPercent={previewed} />
    </form>
  );
}

/** `/pro/markup` (issue #23, console "Markup"): the showroom's markup, with its prices previewed as typed. */
export function MarkupScreen() {
  const { state, retry, update } = useResource(
    'pro-markup',
    async (signal) => (await loadProMarkup(signal)).data,
  );
  return (
    <ConsoleFrame title="Your markup" current={ROUTE_PATHS.proMarkup}>
      {state.status === 'ready' && (
        <MarkupForm markup={state.data} onSaved={(saved) => update(() => saved)} />
      )}
      {state.status === 'error' && (
        <FormStatus tone="error">
          Your markup could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      )}
      {(state.status === 'loading' || state.status === 'idle') && <div className="sr-page-skeleton" />}
    </ConsoleFrame>
  );
}
