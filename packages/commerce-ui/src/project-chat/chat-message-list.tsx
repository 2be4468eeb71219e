import {
  type ProjectChatMessage,
  type ProjectChatParticipant,
  PROJECT_CHAT_MESSAGES as TEXT,
} from '@showroom/contract/projects';
import { Button } from '@showroom/ui';
import { Fragment, useEffect, useRef } from 'react';
import { ChatMessageItem } from './chat-message-item.tsx';

export interface ChatMessageListProps {
  messages: readonly ProjectChatMessage[];
  participants: readonly ProjectChatParticipant[];
  userId: number | null;
  /** The caller's read mark when the chat opened: "New messages" goes after it. */
  readWhenOpened: number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The messages, oldest first, in a log region (new ones are read out politely). It keeps to the
 * bottom while the reader is there, so a new message comes into view; scrolled up, it stays put.
 * A page holds PROJECT_CHAT.pageSize messages, so the list is short enough not to need windowing.
 */
export function ChatMessageList({
  messages,
  participants,
  userId,
  readWhenOpened,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: ChatMessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const newest = messages.at(-1)?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new newest message is the trigger.
  useEffect(() => {
    const element = scroller.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [newest]);

  // Each other participant's read mark sits on the newest message at or before it that they did not
  // write themselves (their own are read by them anyway).
  const readers = new Map<number, string[]>();
  for (const person of participants) {
    if (person.id === userId || person.last_read_message_id === null) continue;
    const mark = person.last_read_message_id;
    const at = messages.findLast((message) => message.id <= mark && message.sender?.id !== person.id);
    if (at) readers.set(at.id, [...(readers.get(at.id) ?? []), person.name]);
  }
  const firstUnread = messages.find(
    (message) => message.sender?.id !== userId && (readWhenOpened === null || message.id > readWhenOpened),
  );

  return (
    <div
      className="sr-chat__scroller"
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
      }}
    >
      {hasOlder && (
        <Button variant="secondary" className="sr-chat__older" busy={loadingOlder} onClick={onLoadOlder}>
          {TEXT.loadOlder}
        </Button>
      )}
      {messages.length === 0 ? (
        <p className="sr-chat__empty">{TEXT.empty}</p>
      ) : (
        <ol className="sr-chat__messages" role="log" aria-live="polite" aria-label={TEXT.title}>
          {messages.map((message) => (
            <Fragment key={message.id}>
              {message === firstUnread && (
                <li className="sr-chat__divider" aria-label={TEXT.unreadDivider}>
                  <span>{TEXT.unreadDivider}</span>
                </li>
              )}
              <ChatMessageItem
                message={message}
                own={message.sender?.id === userId}
                readBy={readers.get(message.id) ?? []}
              />
            </Fragment>
          ))}
        </ol>
      )}
    </div>
  );
}
