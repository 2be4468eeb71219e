import { projectCreateRequestSchema } from '@showroom/contract/projects';
import { type ProjectValues, requestOf } from './project-values.ts';

/** The contract's check of a project's facts, its messages under the fields the form names. */
export function checkProject(values: ProjectValues): Record<string, string> {
  const parsed = projectCreateRequestSchema.safeParse(requestOf(values));
  if (parsed.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}
