/**
 * Admin audit: the log of every admin action (decision 0095). Every admin route records its action with
 * `recordAdminAction`, inside the transaction that makes the change.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { listAuditLog } from './audit-log.ts';
export { type AdminActionRecord, type AuditActor, recordAdminAction } from './record-admin-action.ts';
