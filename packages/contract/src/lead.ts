/**
 * `@showroom/contract/lead`: the "Save up to 30%" lead form (spec §5, §7 `POST /api/sample_request`).
 * A separate entry (and federation share key) so only the lazily loaded lead form downloads it.
 */
export { fileExtension, isAcceptedImageName, LEAD_UPLOAD, LEAD_UPLOAD_MESSAGES } from './lead/lead-upload.ts';
export {
  LEAD_FIELDS,
  LEAD_FORM,
  LEAD_MESSAGES,
  LEAD_PHONE_MAX_LENGTH,
  type LeadField,
  leadFieldsSchema,
  type SampleRequest,
  type SampleRequestInput,
  type SampleRequestResponse,
  sampleRequestResponseSchema,
  sampleRequestSchema,
} from './lead/sample-request.ts';
