import type { ProjectChatMessage } from '@showroom/contract/projects';

/** The messages of both lists once each, oldest first (a page loaded again overlaps what is shown). */
export function mergeMessages(
  shown: readonly ProjectChatMessage[],
  loaded: readonly ProjectChatMessage[],
): ProjectChatMessage[] {
  const byId = new Map<number, ProjectChatMessage>();
  for (const message of shown) byId.set(message.id, message);
  for (const message of loaded) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
