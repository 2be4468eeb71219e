import { IDEMPOTENCY_KEY_HEADER } from '@showroom/contract/checkout';
import {
  AI_API_PATHS,
  AI_PHOTO_UPLOAD,
  type AiCreditPurchaseRequest,
  type AiDesignRequest,
  aiCreditPurchaseResponseSchema,
  aiCreditsResponseSchema,
  aiDesignListResponseSchema,
  aiDesignResultResponseSchema,
  aiPhotoDeleteResponseSchema,
  aiPhotoResponseSchema,
} from '@showroom/contract/design-ai';
import {
  type SuggestedCornersRequest,
  styleProfileResponseSchema,
  suggestedCornersResponseSchema,
} from '@showroom/contract/projects';
import { api } from '@showroom/core';
import { aiPath } from '@showroom/core/design-ai';
import { upload } from '@showroom/core/upload';

/** Every AI call speaks for AI design's session: a 401 removes the AI token alone (spec §8). */
const AI = { sessionScope: 'ai' } as const;

/** `POST /api/AI/get_credits`: the balance, the price of a design, the packs and the saved card. */
export function loadAiCredits(signal?: AbortSignal) {
  return api.post(aiPath(AI_API_PATHS.credits), {
    ...AI,
    schema: aiCreditsResponseSchema,
    silent: true,
    ...(signal && { signal }),
  });
}

/** `POST /api/AI/photos` (multipart `file`): the kept photo with its palette and brightness. */
export function uploadAiPhoto(file: File, onProgress: (sent: number) => void) {
  const body = new FormData();
  body.append(AI_PHOTO_UPLOAD.field, file);
  return upload(aiPath(AI_API_PATHS.photos), { ...AI, schema: aiPhotoResponseSchema, body, onProgress });
}

/**
 * `DELETE /api/AI/photos/{id}`: the AI user's photo deleted; the designs made with it stay. Not silent:
 * a refusal shows as the error catalogue's toast.
 */
export function deleteAiPhoto(id: number) {
  return api.delete(aiPath(AI_API_PATHS.photo.replace(':id', String(id))), {
    ...AI,
    schema: aiPhotoDeleteResponseSchema,
  });
}

/**
 * `POST /api/AI/photos/{id}/suggested-corners`: the floor's or a wall's corners read from the photo on
 * the server (decision 0126). Silent: the editor's status line says what went wrong.
 */
export function suggestAiPhotoCorners(id: number, body: SuggestedCornersRequest) {
  return api.post(aiPath(AI_API_PATHS.photoSuggestedCorners.replace(':id', String(id))), {
    ...AI,
    schema: suggestedCornersResponseSchema,
    body,
    silent: true,
  });
}

/** `POST /api/AI/designs`: three designs; the same key again never spends twice. */
export function requestDesigns(request: AiDesignRequest, idempotencyKey: string) {
  return api.post(aiPath(AI_API_PATHS.designs), {
    ...AI,
    schema: aiDesignResultResponseSchema,
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** `GET /api/AI/designs/{id}`: one of the AI user's requests with its three designs. */
export function loadDesignRequest(id: number, signal?: AbortSignal) {
  return api.get(aiPath(AI_API_PATHS.design.replace(':id', String(id))), {
    ...AI,
    schema: aiDesignResultResponseSchema,
    silent: true,
    ...(signal && { signal }),
  });
}

/** `GET /api/AI/designs?page=`: the AI user's requests, newest first. */
export function loadDesignRequests(page: number, signal?: AbortSignal) {
  return api.get(aiPath(AI_API_PATHS.designs), {
    ...AI,
    schema: aiDesignListResponseSchema,
    searchParams: { page },
    silent: true,
    ...(signal && { signal }),
  });
}

/** `POST /api/AI/credits`: buys a pack; the same key again never charges twice. */
export function buyCredits(request: AiCreditPurchaseRequest, idempotencyKey: string) {
  return api.post(aiPath(AI_API_PATHS.buyCredits), {
    ...AI,
    schema: aiCreditPurchaseResponseSchema,
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    // The payment step says a refusal itself (a toast with the server's words, or a note to retry).
    silent: true,
  });
}

/** `GET /api/style_profile`: the signed-in homeowner's style profile (the platform's session), or null. */
export async function loadStyleProfile(signal?: AbortSignal) {
  const body = await api.get('style_profile', {
    schema: styleProfileResponseSchema,
    silent: true,
    ...(signal && { signal }),
  });
  return body.data;
}
