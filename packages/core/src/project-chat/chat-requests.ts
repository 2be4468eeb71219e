import { MESSAGES, messageBodySchema, messageEnvelopeSchema } from '@showroom/contract';
import {
  CHAT_FILE_UPLOAD,
  type PostProjectChatRequest,
  type ProjectChatListResponse,
  type ProjectChatMessage,
  type ProjectChatResponse,
  type ProjectFile,
  postProjectChatResponseSchema,
  projectChatListResponseSchema,
  projectChatResponseSchema,
  projectFileResponseSchema,
} from '@showroom/contract/projects';
import { ApiError, api, notify } from '@showroom/core';
import { upload } from '@showroom/core/upload';

/*
 * The project chat's calls (issue #25, decision 0107) through the one API client: answers are parsed
 * with the contract's schemas, failures have been shown by the error catalogue (spec §8).
 */

/** `GET /api/projectChat/{projectId}`: the newest page of its chat, or the page before `before`. */
export async function loadProjectChat(
  projectId: number,
  options: { before?: number; signal?: AbortSignal } = {},
): Promise<ProjectChatResponse['data']> {
  const body = await api.get(`projectChat/${projectId}`, {
    schema: projectChatResponseSchema,
    searchParams: { before: options.before },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return body.data;
}

/** `GET /api/projectChat`: the caller's chats with their last message and unread counts. */
export async function loadProjectChats(
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<ProjectChatListResponse['data']> {
  const body = await api.get('projectChat', {
    schema: projectChatListResponseSchema,
    ...(options.signal ? { signal: options.signal } : {}),
    silent: options.silent ?? false,
  });
  return body.data;
}

/**
 * `POST /api/projectChat`: sends a message. Quiet: the composer keeps the draft and says it was not
 * sent, with the server's words when it gave some (a 422's field message).
 */
export async function sendChatMessage(message: PostProjectChatRequest): Promise<ProjectChatMessage> {
  const body = await api.post('projectChat', {
    schema: postProjectChatResponseSchema,
    body: message,
    silent: true,
  });
  return body.data;
}

/** `POST /api/projectChat/{projectId}/typing`: best effort, never shown (a refusal is only a missed dot). */
export async function sendTyping(projectId: number): Promise<void> {
  await api
    .post(`projectChat/${projectId}/typing`, { schema: messageEnvelopeSchema, body: {}, silent: true })
    .catch(() => undefined);
}

/** `POST /api/projectChat/{projectId}/read`: moves the caller's read mark; quiet like typing. */
export async function markProjectChatRead(projectId: number, messageId: number): Promise<void> {
  await api
    .post(`projectChat/${projectId}/read`, {
      schema: messageEnvelopeSchema,
      body: { message_id: messageId },
      silent: true,
    })
    .catch(() => undefined);
}

/**
 * `GET /api/project/share_to_contractor/{projectId}` (spec §7): the server's message as a success toast,
 * and any failure's message as an error toast (spec §8 "share-to-contractor failure").
 */
export async function shareProjectToPro(projectId: number): Promise<boolean> {
  try {
    const body = await api.get(`project/share_to_contractor/${projectId}`, {
      schema: messageEnvelopeSchema,
      silent: true,
    });
    notify.success(body.message);
    return true;
  } catch (error) {
    notify.error(refusalMessage(error));
    return false;
  }
}

/** The server's message of a refusal, else the catalogue's words for a failure without one. */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') {
    const parsed = messageBodySchema.safeParse(error.body);
    if (parsed.success && parsed.data.message) return parsed.data.message;
  }
  return MESSAGES.serverErrorFallback;
}

/**
 * `POST /api/project/{projectId}/files` (the project files module, decision 0105): one file for the chat,
 * with its progress; the message then names it by id. A refusal's field message reaches the dropzone.
 */
export async function uploadChatFile(
  projectId: number,
  file: File,
  onProgress: (sent: number) => void,
): Promise<ProjectFile> {
  const body = new FormData();
  body.append(CHAT_FILE_UPLOAD.field, file);
  const answer = await upload(`projects/${projectId}/files`, {
    schema: projectFileResponseSchema,
    body,
    onProgress,
    silent: true,
  });
  return answer.data;
}

/** `DELETE /api/project/{projectId}/files/{id}`: a file taken back before its message was sent. */
export async function removeChatFile(projectId: number, fileId: string): Promise<void> {
  await api
    .delete(`projects/${projectId}/files/${encodeURIComponent(fileId)}`, {
      schema: messageEnvelopeSchema,
      silent: true,
    })
    .catch(() => undefined);
}
