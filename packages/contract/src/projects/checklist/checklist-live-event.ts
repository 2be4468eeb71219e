import { z } from 'zod/mini';

/**
 * A project's checklist changed (lines added, replaced, changed or removed): every participant of
 * the project but the one who changed it hears it, and an open checklist refetches (issue #25).
 */
export const projectChecklistChangedEventSchema = z.object({
  kind: z.literal('project_checklist_changed'),
  project_id: z.int(),
});
