import { PROJECT_PAGE_MESSAGES, type ProjectSummary } from '@showroom/contract/projects';
import { notify, showroomSelection } from '@showroom/core';
import { Button, StyleSheet } from '@showroom/ui';
import { useSchemaForm } from '@showroom/ui/form';
import { createProject } from '../../api/project-calls.ts';
import { checkProject } from '../project-form/project-check.ts';
import { ProjectFactsFields } from '../project-form/project-facts-fields.tsx';
import css from '../project-form/project-form.css?inline';
import { NEW_PROJECT, type ProjectValues, requestOf } from '../project-form/project-values.ts';

/**
 * A new project: name, room type, budget, ZIP, in the showroom the homeowner shops. A refusal shows
 * under its field with everything typed kept. The server gives it the homeowner's style profile.
 */
export function NewProjectForm({ onCreated }: { onCreated: (project: ProjectSummary) => void }) {
  const form = useSchemaForm<ProjectValues>(checkProject, NEW_PROJECT);
  const onSubmit = form.submit(async (values) => {
    const showroom = showroomSelection.current()?.showroom;
    const answer = await createProject({ ...requestOf(values), ...(showroom ? { showroom } : {}) });
    form.reset(NEW_PROJECT);
    notify.success(answer.message);
    onCreated(answer.data);
  });
  return (
    <form
      ref={form.formRef}
      className="sr-page-card"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="sr-new-project"
    >
      <StyleSheet name="sr-project-form" css={css} />
      <h2 className="sr-page-card__heading" id="sr-new-project">
        {PROJECT_PAGE_MESSAGES.newProject}
      </h2>
      <ProjectFactsFields form={form} />
      <div className="sr-project-form__actions">
        <Button type="submit" busy={form.busy}>
          {PROJECT_PAGE_MESSAGES.createProject}
        </Button>
      </div>
    </form>
  );
}
