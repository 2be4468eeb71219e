import { formatMessage } from '@showroom/contract';
import { idempotencyHeaderSchema } from '@showroom/contract/checkout';
import {
  DESIGNER_HIRE_MESSAGES,
  type HireDesignerListResponse,
  type HireDesignerResponse,
  hireDesignerQuerySchema,
  hireDesignerRequestSchema,
} from '@showroom/contract/projects';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import { requireProjectAccess } from '../project/require-project-access.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * Hiring designers (spec §7 `hire_designer`, issue #25, decision 0108): only the project's owner lists
 * and hires; anyone else is told the project does not exist (the access rule's 404).
 * `GET /api/hire_designer?project=` lists the ranked designers; `POST /api/hire_designer` (with an
 * Idempotency-Key) pays the fee by card and hires, answering the project's hired designers.
 */
export const hireDesignerRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/hire_designer', access('homeowner'), async (request): Promise<HireDesignerListResponse> => {
    const { project: projectId } = validate(hireDesignerQuerySchema, request.query);
    const { project } = await requireProjectAccess(ctx, request, projectId, ['owner']);
    return { success: true, message: '', data: await ctx.designerHires.list(project) };
  });

  app.post(
    '/api/hire_designer',
    access('homeowner'),
    async (request, reply): Promise<HireDesignerResponse> => {
      const { idempotency_key: key } = validate(idempotencyHeaderSchema, {
        idempotency_key: request.headers['idempotency-key'],
      });
      const input = validate(hireDesignerRequestSchema, request.body);
      const { project } = await requireProjectAccess(ctx, request, input.project, ['owner']);
      const { designers, hired } = await ctx.designerHires.hire(project, key, {
        designerId: input.designer,
        payment: input.payment,
      });
      reply.code(201);
      return {
        success: true,
        message: formatMessage(DESIGNER_HIRE_MESSAGES.hired, { name: hired.company_name }),
        data: { designers },
      };
    },
  );
};
