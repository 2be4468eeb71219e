import { PROJECT_CHAT_MESSAGES as TEXT } from '@showroom/contract/projects';
import { Button, StyleSheet, useSession } from '@showroom/ui';
import type { ReactNode } from 'react';
import { ChatComposer } from './chat-composer.tsx';
import { ROLE_NAMES } from './chat-message-item.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import css from './project-chat.css?inline';
import { type ChatState, useProjectChat } from './use-project-chat.ts';
import { useTyping } from './use-typing.ts';

/** What the place showing the chat may add to its header (the homeowner's Share with my pro). */
export interface ProjectChatActionsInput {
  project: NonNullable<ChatState['project']>;
  role: NonNullable<ChatState['role']>;
  /** Loads the project and its participants again (someone joined). */
  refresh: () => void;
}

export interface ProjectChatProps {
  projectId: number;
  /** The heading's level where it is placed (a section of a page: 2). */
  headingLevel?: 2 | 3;
  /** Controls for the header once the chat has loaded. */
  actions?: (input: ProjectChatActionsInput) => ReactNode;
}

/**
 * A project's live chat (issue #25, decision 0107) for any of its participants: the homeowner on
 * the project page (in the shell or inside `<showroom-projects>` on a pro's site), the pro and hired
 * designers in the console. Messages, typing, read marks and the unread divider are live.
 */
export function ProjectChat({ projectId, headingLevel = 2, actions }: ProjectChatProps) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const chat = useProjectChat(projectId, userId);
  const typing = useTyping(projectId, userId);
  const { state } = chat;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className="sr-chat" aria-labelledby={`sr-chat-${projectId}`}>
      <StyleSheet name="sr-project-chat" css={css} />
      <header className="sr-chat__header">
        <Heading id={`sr-chat-${projectId}`} className="sr-chat__title">
          {TEXT.title}
        </Heading>
        {state.participants.length > 0 && (
          <p className="sr-chat__people">
            <span className="sr-visually-hidden">{TEXT.participants}: </span>
            {state.participants
              .map(
                (person) => `${person.id === userId ? TEXT.you : person.name} (${ROLE_NAMES[person.role]})`,
              )
              .join(' · ')}
          </p>
        )}
        {actions && state.project && state.role && (
          <div className="sr-chat__header-actions">
            {actions({ project: state.project, role: state.role, refresh: chat.refresh })}
          </div>
        )}
      </header>
      {state.status === 'loading' && (
        <p className="sr-chat__loading" role="status">
          <span className="sr-chat__spinner" aria-hidden="true" />
          Loading the chat…
        </p>
      )}
      {state.status === 'error' && (
        <div className="sr-chat__error" role="alert">
          <p>{TEXT.loadFailed}</p>
          <Button variant="secondary" onClick={chat.retry}>
            {TEXT.retry}
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <ChatMessageList
            messages={state.messages}
            participants={state.participants}
            userId={userId}
            readWhenOpened={state.readWhenOpened}
            hasOlder={state.hasOlder}
            loadingOlder={chat.loadingOlder}
            onLoadOlder={() => void chat.loadOlder()}
          />
          <p className="sr-chat__typing" aria-live="polite">
            {typing.names.length === 1
              ? TEXT.typingOne.replace('{name}', typing.names[0] ?? '')
              : typing.names.length > 1
                ? TEXT.typingMany
                : ''}
          </p>
          <ChatComposer
            projectId={projectId}
            onTyping={typing.typed}
            onSent={(message) => {
              typing.sent();
              chat.addSent(message);
            }}
          />
        </>
      )}
    </section>
  );
}
