import type { ProjectCreateRequest, ProjectDetails, ProjectRoomType } from '@showroom/contract/projects';

/** A project's facts as the form holds them: text, as typed, so nothing typed is lost on a refusal. */
export interface ProjectValues {
  name: string;
  room_type: ProjectRoomType | '';
  budget: string;
  zip: string;
}

export const NEW_PROJECT: ProjectValues = { name: '', room_type: '', budget: '', zip: '' };

/** The form's values as the request sends them (an empty budget is none; an unchosen room type fails the check). */
export function requestOf(values: ProjectValues): Omit<ProjectCreateRequest, 'showroom' | 'style_profile'> {
  const budget = values.budget.trim();
  return {
    name: values.name,
    room_type: values.room_type as ProjectRoomType,
    budget: budget === '' ? null : Number(budget.replace(/,/g, '')),
    zip: values.zip.trim(),
  };
}

/** A stored project's facts as the form starts from them. */
export function valuesOf(project: ProjectDetails): ProjectValues {
  return {
    name: project.name ?? '',
    room_type: (project.room_type ?? '') as ProjectValues['room_type'],
    budget: project.budget_cents === null ? '' : String(project.budget_cents / 100),
    zip: project.zip ?? '',
  };
}
