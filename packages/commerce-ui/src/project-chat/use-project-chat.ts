import type {
  ProjectChatMessage,
  ProjectChatParticipant,
  ProjectChatResponse,
  ProjectRole,
} from '@showroom/contract/projects';
import { loadProjectChat, markProjectChatRead } from '@showroom/core/project-chat';
import { useLiveEvent } from '@showroom/ui/live';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mergeMessages } from './merge-messages.ts';

export interface ChatState {
  readonly status: 'loading' | 'error' | 'ready';
  readonly project: ProjectChatResponse['data']['project'] | null;
  readonly role: ProjectRole | null;
  readonly messages: readonly ProjectChatMessage[];
  readonly hasOlder: boolean;
  readonly participants: readonly ProjectChatParticipant[];
  /** The caller's read mark when the chat opened: the unread divider goes after it. */
  readonly readWhenOpened: number | null;
}

const LOADING: ChatState = {
  status: 'loading',
  project: null,
  role: null,
  messages: [],
  hasOlder: false,
  participants: [],
  readWhenOpened: null,
};

/**
 * One project's chat, live (decision 0107): the newest page at first, older pages on demand, the
 * newest page again at each `project_chat_message` of this project (merged, so older pages stay), and
 * read marks as `project_chat_read` tells of them. The caller's own read mark follows what is shown
 * while the tab is visible.
 */
export function useProjectChat(projectId: number, userId: number | null) {
  const [state, setState] = useState<ChatState>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef<AbortController | null>(null);

  const loadNewest = useCallback(
    async (first: boolean) => {
      latestLoad.current?.abort();
      const controller = new AbortController();
      latestLoad.current = controller;
      try {
        const data = await loadProjectChat(projectId, { signal: controller.signal });
        if (controller.signal.aborted) return;
        setState((current) => ({
          status: 'ready',
          project: data.project,
          role: data.role,
          messages: first ? data.Project_chats : mergeMessages(current.messages, data.Project_chats),
          hasOlder: first ? data.has_older : current.hasOlder,
          participants: data.participants,
          readWhenOpened: first
            ? (data.participants.find((person) => person.id === userId)?.last_read_message_id ?? null)
            : current.readWhenOpened,
        }));
      } catch {
        if (!controller.signal.aborted && first) setState({ ...LOADING, status: 'error' });
      }
    },
    [projectId, userId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    setState(LOADING);
    void loadNewest(true);
    return () => latestLoad.current?.abort();
  }, [loadNewest, attempt]);

  useLiveEvent('project_chat_message', (event) => {
    if (event.project_id === projectId && state.status === 'ready') void loadNewest(false);
  });
  useLiveEvent('project_chat_read', (event) => {
    if (event.project_id !== projectId) return;
    setState((current) => ({
      ...current,
      participants: current.participants.map((person) =>
        person.id === event.user_id
          ? { ...person, last_read_message_id: Math.max(person.last_read_message_id ?? 0, event.message_id) }
          : person,
      ),
    }));
  });

  const [loadingOlder, setLoadingOlder] = useState(false);
  const loadOlder = useCallback(async () => {
    const oldest = state.messages[0];
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const data = await loadProjectChat(projectId, { before: oldest.id });
      setState((current) => ({
        ...current,
        messages: mergeMessages(current.messages, data.Project_chats),
        hasOlder: data.has_older,
      }));
    } catch {
      // The catalogue has shown the failure; the button stays for another try.
    } finally {
      setLoadingOlder(false);
    }
  }, [projectId, state.messages]);

  /** A message this tab sent, shown at once (the live event's reload finds it again). */
  const addSent = useCallback((message: ProjectChatMessage) => {
    setState((current) => ({ ...current, messages: mergeMessages(current.messages, [message]) }));
  }, []);

  // The caller's read mark follows the newest message shown while the tab is visible.
  const newest = state.messages.at(-1)?.id ?? null;
  const ownMark = state.participants.find((person) => person.id === userId)?.last_read_message_id ?? null;
  useEffect(() => {
    if (newest === null || (ownMark !== null && ownMark >= newest)) return;
    const mark = () => {
      if (document.visibilityState === 'visible') void markProjectChatRead(projectId, newest);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [projectId, newest, ownMark]);

  return {
    state,
    retry: () => setAttempt((count) => count + 1),
    loadOlder,
    loadingOlder,
    addSent,
    /** Loads the newest page, the project and the participants again (after sharing, say). */
    refresh: () => void loadNewest(false),
  };
}
