import { MAX_EXTRA_INFO_LENGTH } from '@showroom/contract/cart';
import { PROJECT_PAGE_MESSAGES, type ProjectDetails } from '@showroom/contract/projects';
import { apiFieldErrors, notify } from '@showroom/core';
import { Button } from '@showroom/ui';
import { useId, useState } from 'react';
import { saveExtraInfo } from '../../api/project-calls.ts';

/** The notes as text: a saved design's draft kept a small object there, which is not the homeowner's words. */
const textOf = (extraInfo: unknown) => (typeof extraInfo === 'string' ? extraInfo : '');

/**
 * Extra info (spec §3 Project, §7 `PUT /api/projectCart/{id}` with `extra_info`): what the pro should
 * know. Saved with the server's message as the toast; a refusal shows under the box, the text kept.
 */
export function ExtraInfoForm({ project }: { project: ProjectDetails }) {
  if (project.role !== 'owner') return <ExtraInfoRead text={textOf(project.extra_info)} />;
  return <ExtraInfoEdit project={project} />;
}

/** The pro's and designers' view: the homeowner's words as they wrote them, or that there are none yet. */
function ExtraInfoRead({ text }: { text: string }) {
  const id = useId();
  return (
    <section className="sr-page-card" aria-labelledby={`${id}-title`}>
      <h2 className="sr-page-card__heading" id={`${id}-title`}>
        {PROJECT_PAGE_MESSAGES.extraInfo}
      </h2>
      <p className={text ? 'sr-project-page__notes' : 'sr-page-muted'}>
        {text || PROJECT_PAGE_MESSAGES.noExtraInfo}
      </p>
    </section>
  );
}

function ExtraInfoEdit({ project }: { project: ProjectDetails }) {
  const id = useId();
  const [text, setText] = useState(textOf(project.extra_info));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await saveExtraInfo(project.id, text.trim() === '' ? null : text);
      setError(null);
      notify.success(answer.message);
    } catch (failure) {
      setError(apiFieldErrors(failure).extra_info?.[0] ?? null);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="sr-page-card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 className="sr-page-card__heading" id={`${id}-title`}>
        {PROJECT_PAGE_MESSAGES.extraInfo}
      </h2>
      <label htmlFor={id} className="sr-page-muted">
        {PROJECT_PAGE_MESSAGES.extraInfoHint}
      </label>
      <textarea
        id={id}
        name="extra_info"
        className="sr-project-page__textarea"
        rows={5}
        maxLength={MAX_EXTRA_INFO_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="sr-project-page__error" role="alert">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" busy={busy}>
          {PROJECT_PAGE_MESSAGES.saveExtraInfo}
        </Button>
      </div>
    </form>
  );
}
