import { IDEMPOTENCY_KEY_HEADER } from '@showroom/contract/checkout';
import {
  type HireDesignerRequest,
  hireDesignerListResponseSchema,
  hireDesignerResponseSchema,
} from '@showroom/contract/projects';
import { api } from '@showroom/core';

/** `GET /api/hire_designer?project=`: the designers ranked for the project, and the saved card. */
export function loadDesignersForHire(projectId: number, signal?: AbortSignal) {
  return api.get('hire_designer', {
    schema: hireDesignerListResponseSchema,
    searchParams: { project: projectId },
    // The section says in place that the list failed, with Try again (as the room photos do).
    silent: true,
    ...(signal && { signal }),
  });
}

/** `POST /api/hire_designer`: pays the fee and hires; the same key again never charges twice. */
export function hireDesigner(request: HireDesignerRequest, idempotencyKey: string) {
  return api.post('hire_designer', {
    schema: hireDesignerResponseSchema,
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    // The payment step says a refusal itself (a toast with the server's words, or a note to retry).
    silent: true,
  });
}
