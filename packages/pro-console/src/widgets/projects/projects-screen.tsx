import { formatMessage, proProjectPath, ROUTE_PATHS } from '@showroom/contract';
import { PROJECT_CHAT_MESSAGES, type ProjectChatSummary } from '@showroom/contract/projects';
import { loadProjectChats } from '@showroom/core/project-chat';
import { Button, ShellLink, StyleSheet, useResource } from '@showroom/ui';
import { useLiveEvent } from '@showroom/ui/live';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import css from './projects.css?inline';

const ROLE_LABELS = { owner: 'Owner', pro: 'Your showroom', designer: 'Hired designer' } as const;

/** The newest message in a line of plain text (a card says what it shows). */
function preview(chat: ProjectChatSummary): string {
  const last = chat.last_message;
  if (!last) return 'No messages yet';
  const text = last.message || last.product?.name || '';
  const who = last.sender?.name ?? '—';
  return `${who}: ${text}`;
}

/**
 * `/pro/projects` (issue #25, decision 0107): the projects homeowners of the pro's showroom shared with
 * them and those they are hired on as a designer, each with its last message and unread count, newest
 * activity first. Live: a new message, a read mark or a new share loads the list again in place.
 */
export function ProjectsScreen() {
  const { state, retry, update } = useResource('pro-projects', (signal) => loadProjectChats({ signal }));
  const reload = () => {
    loadProjectChats({ silent: true }).then(
      (fresh) => update(() => fresh),
      () => undefined,
    );
  };
  useLiveEvent('project_chat_message', reload);
  useLiveEvent('project_chat_read', reload);
  useLiveEvent('project_shared', reload);

  return (
    <ConsoleFrame title="Projects" current={ROUTE_PATHS.proProjects}>
      <StyleSheet name="sr-console-projects" css={css} />
      <section
        className="sr-page-card"
        aria-labelledby="sr-projects-heading"
        aria-busy={state.status === 'loading'}
      >
        <h2 id="sr-projects-heading" className="sr-console-projects__heading">
          Shared with you
        </h2>
        {state.status === 'loading' && <p role="status">Loading your projects…</p>}
        {state.status === 'error' && (
          <div role="alert" className="sr-console-projects__error">
            <p>Your projects could not be loaded.</p>
            <Button variant="secondary" onClick={retry}>
              {PROJECT_CHAT_MESSAGES.retry}
            </Button>
          </div>
        )}
        {state.status === 'ready' && state.data.chats.length === 0 && (
          <p className="sr-console-projects__empty">
            No projects yet. When a homeowner of your showroom shares a project, or hires you as their
            designer, it shows here with its chat.
          </p>
        )}
        {state.status === 'ready' && state.data.chats.length > 0 && (
          <ul className="sr-console-projects__list">
            {state.data.chats.map((chat) => (
              <li key={chat.project_id} className="sr-console-projects__item">
                <ShellLink to={proProjectPath(chat.project_id)} className="sr-console-projects__link">
                  <span className="sr-console-projects__name">{chat.project_name}</span>
                  {chat.unread_count > 0 && (
                    <span className="sr-console-projects__badge">
                      {formatMessage(PROJECT_CHAT_MESSAGES.chatsUnread, { count: chat.unread_count })}
                    </span>
                  )}
                </ShellLink>
                <p className="sr-console-projects__meta">
                  {chat.owner_name} · {ROLE_LABELS[chat.role]}
                </p>
                <p className="sr-console-projects__preview">{preview(chat)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </ConsoleFrame>
  );
}
