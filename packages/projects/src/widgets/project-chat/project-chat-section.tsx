import { ProjectChat } from '@showroom/commerce-ui/project-chat';
import { ShareWithPro } from './share-with-pro.tsx';

/**
 * The project page's chat (issue #25, decision 0107): the live chat with the pro and hired designers,
 * and for the owner the way to share the project with their showroom's pro.
 */
export function ProjectChatSection({ projectId }: { projectId: number }) {
  return (
    <ProjectChat
      projectId={projectId}
      actions={({ project, role, refresh }) =>
        role === 'owner' ? (
          <ShareWithPro projectId={projectId} shared={project.shared_with_pro} onShared={refresh} />
        ) : null
      }
    />
  );
}
