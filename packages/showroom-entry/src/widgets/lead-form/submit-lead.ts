import {
  LEAD_FORM,
  type LeadField,
  type SampleRequestResponse,
  sampleRequestResponseSchema,
} from '@showroom/contract/lead';
import { api } from '@showroom/core';

export type LeadValues = Record<LeadField, string>;

/**
 * `POST /api/sample_request` as multipart (spec §7), with the fixed action and lead type and the
 * showroom the visitor is in. Rejects with the client's ApiError after the error catalogue ran.
 */
export function submitLead(
  values: LeadValues,
  showroom: string | number | undefined,
): Promise<SampleRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value.trim());
  form.append('action', LEAD_FORM.action);
  form.append('lead_type', LEAD_FORM.leadType);
  form.append('shop_profile_id', showroom === undefined ? '' : String(showroom));
  return api.post('sample_request', { schema: sampleRequestResponseSchema, body: form });
}
