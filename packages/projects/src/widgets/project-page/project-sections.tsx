import type { ComponentType } from 'react';
import { DesignersSection } from '../designers/designers-section.tsx';

/** What every section of a project's page is given. */
export interface ProjectSectionProps {
  projectId: number;
}

/**
 * The sections of a project's page below its own details, in page order. Each feature of issue #25
 * (room photos, checklist, chat, designers) is a component in its own `widgets/<feature>/` folder and
 * adds its line here.
 */
const SECTIONS: readonly ComponentType<ProjectSectionProps>[] = [DesignersSection];

export function ProjectSections({ projectId }: ProjectSectionProps) {
  return SECTIONS.map((Section, index) => (
    // The list is fixed at build time, so a section's place is its identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Section key={index} projectId={projectId} />
  ));
}
