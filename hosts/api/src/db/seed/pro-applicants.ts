import { pro_applications } from '../../modules/pros/pro-applications-schema.ts';
import type { Database } from '../client.ts';
import { DEMO_APPLICANTS, DEMO_VERIFIED_AT } from './demo-accounts.ts';
import { insertUsers } from './insert-users.ts';

/** When the demo applicants applied; fixed so that two seeds produce identical rows. */
const APPLIED_AT = new Date('2025-01-20T09:30:00Z');

/** Pros who signed up and wait for an admin (issue #23), with their applications. No faker: the rest of the seed keeps its draws. */
export async function seedProApplicants(db: Database): Promise<void> {
  const ids = await insertUsers(
    db,
    DEMO_APPLICANTS.map((applicant) => ({
      type: applicant.type,
      status: 'Pending' as const,
      first_name: applicant.first_name,
      last_name: applicant.last_name,
      email: applicant.email,
      email_verified_at: DEMO_VERIFIED_AT,
      phone_number: applicant.phone_number,
      zip_code: applicant.zip_code,
      created_at: APPLIED_AT,
      updated_at: APPLIED_AT,
    })),
  );
  await db.insert(pro_applications).values(
    DEMO_APPLICANTS.map((applicant) => ({
      user_id: ids.get(applicant.email)!,
      company_name: applicant.company_name,
      licence_number: applicant.licence_number,
      service_area: applicant.service_area,
      created_at: APPLIED_AT,
    })),
  );
}
