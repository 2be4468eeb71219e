/**
 * `@showroom/contract/projects`: a homeowner's projects beyond the cart (issue #25): the style profile,
 * rooms, photos, checklist, chat and hired designers. Its own entry so shopping widgets never download it.
 */

export {
  DESIGNER_HIRE,
  DESIGNER_HIRE_MESSAGES,
  type DesignerForHire,
  designerForHireSchema,
  designerHireFeeCents,
  designerShareCents,
  type HireDesignerList,
  type HireDesignerListResponse,
  type HireDesignerQuery,
  type HireDesignerRequest,
  type HireDesignerResponse,
  type HireDesignerResult,
  type HiredDesigner,
  hireDesignerListResponseSchema,
  hireDesignerListSchema,
  hireDesignerQuerySchema,
  hireDesignerRequestSchema,
  hireDesignerResponseSchema,
  hireDesignerResultSchema,
  hiredDesignerSchema,
} from './projects/designer-hiring.ts';
export { PROJECT_PAGE_MESSAGES } from './projects/project-page-messages.ts';
export {
  MAX_PROFILE_STYLES,
  type StyleProfile,
  styleMatchScore,
  styleProfileSchema,
} from './projects/style-profile.ts';
