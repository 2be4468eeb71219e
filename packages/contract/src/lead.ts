/**
 * `@showroom/contract/lead`: the "Save up to 30%" lead form (spec §5, §7 `POST /api/sample_request`).
 * A separate entry (and federation share key) so only the lazily loaded lead form downloads it.
 */
export * from './lead/lead-upload.ts';
export * from './lead/sample-request.ts';
