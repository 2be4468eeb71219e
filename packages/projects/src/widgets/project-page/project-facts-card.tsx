import { PROJECT_PAGE_MESSAGES, type ProjectDetails } from '@showroom/contract/projects';
import { notify } from '@showroom/core';
import { formatUsd } from '@showroom/core/format';
import { Button, StyleSheet } from '@showroom/ui';
import { useSchemaForm } from '@showroom/ui/form';
import { useState } from 'react';
import { saveProjectFacts } from '../../api/project-calls.ts';
import { checkProject } from '../project-form/project-check.ts';
import { ProjectFactsFields } from '../project-form/project-facts-fields.tsx';
import css from '../project-form/project-form.css?inline';
import { type ProjectValues, requestOf, valuesOf } from '../project-form/project-values.ts';

interface ProjectFactsCardProps {
  project: ProjectDetails;
  onSaved: (project: ProjectDetails) => void;
}

/** The project's room type, budget and ZIP; its homeowner edits them (and the name) in place. */
export function ProjectFactsCard({ project, onSaved }: ProjectFactsCardProps) {
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm<ProjectValues>(checkProject, valuesOf(project));
  const onSubmit = form.submit(async (values) => {
    const answer = await saveProjectFacts(project.id, requestOf(values));
    notify.success(answer.message);
    onSaved(answer.data);
    setEditing(false);
  });
  const owner = project.role === 'owner';
  return (
    <section className="sr-page-card" aria-labelledby="sr-project-details">
      <StyleSheet name="sr-project-form" css={css} />
      <h2 className="sr-page-card__heading" id="sr-project-details">
        {PROJECT_PAGE_MESSAGES.details}
      </h2>
      {editing ? (
        <form ref={form.formRef} onSubmit={onSubmit} noValidate className="sr-project-page__stack">
          <ProjectFactsFields form={form} />
          <div className="sr-project-form__actions">
            <Button type="submit" busy={form.busy}>
              {PROJECT_PAGE_MESSAGES.save}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {PROJECT_PAGE_MESSAGES.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <dl className="sr-project-page__facts">
            <div>
              <dt>Room type</dt>
              <dd>{project.room_type ?? '—'}</dd>
            </div>
            <div>
              <dt>Budget</dt>
              <dd>
                {project.budget_cents === null
                  ? PROJECT_PAGE_MESSAGES.noBudget
                  : formatUsd(project.budget_cents / 100)}
              </dd>
            </div>
            <div>
              <dt>ZIP code</dt>
              <dd>{project.zip ?? '—'}</dd>
            </div>
          </dl>
          {owner && (
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  form.reset(valuesOf(project));
                  setEditing(true);
                }}
              >
                {PROJECT_PAGE_MESSAGES.editDetails}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
