import { PROJECT_CHAT } from '@showroom/contract/projects';
import { sendTyping } from '@showroom/core/project-chat';
import { useLiveEvent } from '@showroom/ui/live';
import { useCallback, useEffect, useRef, useState } from 'react';

interface Typist {
  name: string;
  until: number;
}

/**
 * Who else is typing in a project's chat (each shown PROJECT_CHAT.typingShownMs after their last
 * notice, a replayed old notice never), and `typed()`, which tells the others at most every
 * PROJECT_CHAT.typingEveryMs. A message from someone ends their typing at once.
 */
export function useTyping(projectId: number, userId: number | null) {
  const [typists, setTypists] = useState<ReadonlyMap<number, Typist>>(new Map());

  useLiveEvent('project_chat_typing', (event) => {
    if (event.project_id !== projectId || event.user_id === userId) return;
    const until = Date.parse(event.at) + PROJECT_CHAT.typingShownMs;
    if (!(until > Date.now())) return;
    setTypists((current) => new Map(current).set(event.user_id, { name: event.name, until }));
  });
  useLiveEvent('project_chat_message', (event) => {
    if (event.project_id !== projectId) return;
    setTypists((current) => {
      if (!current.has(event.sender_id)) return current;
      const next = new Map(current);
      next.delete(event.sender_id);
      return next;
    });
  });

  // Drop each typist when their time is up.
  useEffect(() => {
    if (typists.size === 0) return;
    const soonest = Math.min(...[...typists.values()].map((typist) => typist.until));
    const timer = setTimeout(
      () => {
        const now = Date.now();
        setTypists((current) => new Map([...current].filter(([, typist]) => typist.until > now)));
      },
      Math.max(0, soonest - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [typists]);

  const lastSent = useRef(0);
  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < PROJECT_CHAT.typingEveryMs) return;
    lastSent.current = now;
    void sendTyping(projectId);
  }, [projectId]);
  const sent = useCallback(() => {
    lastSent.current = 0;
  }, []);

  return { names: [...typists.values()].map((typist) => typist.name), typed, sent };
}
