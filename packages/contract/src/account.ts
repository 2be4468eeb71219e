/**
 * `@showroom/contract/account`: accounts, sign-in, registration, profile, notifications and draft
 * projects. A separate entry (and federation share key) so a widget that needs none of it, like
 * the showroom entry, does not download these schemas.
 */
export * from './account/notifications.ts';
export * from './account/profile.ts';
export * from './auth/auth-user.ts';
export * from './auth/login.ts';
export * from './auth/logout-cleared-keys.ts';
export * from './auth/password.ts';
export * from './auth/register.ts';
export * from './auth/route-access.ts';
export * from './auth/session-handoff.ts';
export * from './auth/verification.ts';
export * from './messages/account-messages.ts';
export * from './projects/draft-value.ts';
export * from './projects/project-draft.ts';
export * from './validation/fields.ts';
