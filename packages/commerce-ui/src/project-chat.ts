/**
 * `@showroom/commerce-ui/project-chat`: a project's live chat (issue #25, decision 0107), one component
 * for the homeowner's project page and the pros' console. Its own entry (and federation share key):
 * only project screens download it.
 */
export {
  ProjectChat,
  type ProjectChatActionsInput,
  type ProjectChatProps,
} from './project-chat/project-chat.tsx';
