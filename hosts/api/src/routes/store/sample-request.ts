import multipart from '@fastify/multipart';
import type { MessageEnvelope } from '@showroom/contract';
import { LEAD_MESSAGES, LEAD_UPLOAD, LEAD_UPLOAD_MESSAGES } from '@showroom/contract/lead';
import { HttpError } from '../../lib/http-error.ts';
import { readLeadRequest, removeFiles } from '../../modules/leads/index.ts';
import { access } from '../../plugins/route-access.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AppRoutes } from '../route-options.ts';

/** `POST /api/sample_request`: the footer's "Save up to 30%" lead form (spec §5, §7). */
export const sampleRequestRoutes: AppRoutes = async (app, { ctx }) => {
  // Registered in this plugin only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: LEAD_UPLOAD.maxBytes,
      // One more than allowed, so a fourth file is seen and refused with the count message.
      files: LEAD_UPLOAD.maxFiles + 1,
      fields: 20,
      fieldSize: 4096,
      parts: 30,
    },
  });

  app.post('/api/sample_request', access('public'), async (request): Promise<MessageEnvelope> => {
    const type = request.headers['content-type'] ?? '';
    if (type !== '' && !/^(multipart\/form-data|application\/json)\b/i.test(type)) {
      throw new HttpError(415, { message: LEAD_UPLOAD_MESSAGES.multipartOnly });
    }
    await takeOrThrow([ctx.limits.leadsPerIp, request.ip]);
    const body = await readLeadRequest(request, ctx.leads.uploadsDir);
    try {
      await ctx.leads.save(body, request.ip || null);
    } finally {
      // The received files; what is kept was re-encoded into the uploads folder.
      await removeFiles(body.files.map((file) => file.path));
    }
    return { success: true, message: LEAD_MESSAGES.success };
  });
};
