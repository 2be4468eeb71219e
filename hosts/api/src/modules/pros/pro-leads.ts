import { FIRST_LEAD_STATUS, type LeadKind, type LeadStatus, type ProLead } from '@showroom/contract/pro';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { users } from '../identity/users-schema.ts';
import { sample_requests } from '../leads/sample-requests-schema.ts';
import { lead_statuses } from './lead-statuses-schema.ts';

interface LeadRow {
  kind: LeadKind;
  id: number;
  name: string;
  email: string;
  phone: string | null;
  lead_type: string | null;
  picture_count: number;
  created_at: string;
  status: LeadStatus | null;
}

const isoText = (column: unknown) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The pro's leads as one relation: the lead form's requests credited to their showroom and the
 * homeowners who registered from it, each with the status the pro set (none yet: New). Each half
 * is answered by its own (showroom, created_at) index.
 */
function leadsOf(proUserId: number) {
  return sql`(
    select 'request' as kind, r.id, r.full_name as name, r.email, r.phone_number as phone,
      r.lead_type, jsonb_array_length(r.file_paths)::int as picture_count, r.created_at,
      ${isoText(sql`r.created_at`)} as created_at_text, s.status
    from ${sample_requests} r
    left join ${lead_statuses} s on s.showroom_id = ${proUserId} and s.kind = 'request' and s.lead_id = r.id
    where r.shop_profile_id = ${proUserId}
    union all
    select 'registration', u.id, trim(u.first_name || ' ' || u.last_name), u.email, u.phone_number,
      null, 0, u.created_at, ${isoText(sql`u.created_at`)}, s.status
    from ${users} u
    left join ${lead_statuses} s on s.showroom_id = ${proUserId} and s.kind = 'registration' and s.lead_id = u.id
    where u.shop_id = ${proUserId} and u.type = 'User'
  ) leads`;
}

const toLead = (row: LeadRow): ProLead => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  lead_type: row.lead_type,
  picture_count: row.picture_count,
  created_at: row.created_at,
  status: row.status ?? FIRST_LEAD_STATUS,
});

const statusIs = (status: LeadStatus | undefined) =>
  status ? sql`where coalesce(status, ${FIRST_LEAD_STATUS}) = ${status}` : sql``;

/** One page of the pro's leads, newest first, and how many there are (with `status`: of that status). */
export async function proLeadPage(
  db: Database,
  proUserId: number,
  status: LeadStatus | undefined,
  page: number,
  perPage: number,
): Promise<{ total: number; items: ProLead[] }> {
  const [total] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${leadsOf(proUserId)} ${statusIs(status)}`),
  );
  const rows = rowsOf<LeadRow>(
    await db.execute(sql`
      select kind, id, name, email, phone, lead_type, picture_count, created_at_text as created_at, status
      from ${leadsOf(proUserId)} ${statusIs(status)}
      order by leads.created_at desc, kind, id desc
      limit ${perPage} offset ${(page - 1) * perPage}`),
  );
  return { total: total?.n ?? 0, items: rows.map(toLead) };
}

/** One of the pro's leads; null when it is not their showroom's (or does not exist). */
async function findLead(
  db: Database,
  proUserId: number,
  kind: LeadKind,
  id: number,
): Promise<ProLead | null> {
  const [row] = rowsOf<LeadRow>(
    await db.execute(sql`
      select kind, id, name, email, phone, lead_type, picture_count, created_at_text as created_at, status
      from ${leadsOf(proUserId)} where kind = ${kind} and id = ${id}`),
  );
  return row ? toLead(row) : null;
}

/** Sets the status of one of the pro's leads (one upsert); null when it is not theirs. */
export async function setLeadStatus(
  db: Database,
  now: Date,
  proUserId: number,
  kind: LeadKind,
  id: number,
  status: LeadStatus,
): Promise<ProLead | null> {
  const lead = await findLead(db, proUserId, kind, id);
  if (!lead) return null;
  await db
    .insert(lead_statuses)
    .values({ showroom_id: proUserId, kind, lead_id: id, status, updated_at: now })
    .onConflictDoUpdate({
      target: [lead_statuses.showroom_id, lead_statuses.kind, lead_statuses.lead_id],
      set: { status, updated_at: now },
    });
  return { ...lead, status };
}
