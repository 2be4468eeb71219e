import type { ProjectDetails } from '@showroom/contract/projects';
import type { ComponentType } from 'react';
import { ChecklistSection } from '../checklist/checklist-section.tsx';
import { DesignersSection } from '../designers/designers-section.tsx';
import { ProjectChatSection } from '../project-chat/project-chat-section.tsx';
import { RoomPhotosSection } from '../room-photos/room-photos-section.tsx';

/** What every section of a project's page is given. */
export interface ProjectSectionProps {
  projectId: number;
  /** The project as the page holds it, so a section follows its changes (a room added or removed). */
  project?: ProjectDetails;
}

/**
 * The sections of a project's page below its own details, in page order. Each feature of issue #25
 * (room photos, checklist, chat, designers) is a component in its own `widgets/<feature>/` folder and
 * adds its line here.
 */
const SECTIONS: readonly ComponentType<ProjectSectionProps>[] = [
  RoomPhotosSection,
  ChecklistSection,
  ProjectChatSection,
  DesignersSection,
];

export function ProjectSections({ projectId, project }: ProjectSectionProps) {
  return SECTIONS.map((Section, index) => (
    // The list is fixed at build time, so a section's place is its identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Section key={index} projectId={projectId} {...(project ? { project } : {})} />
  ));
}
