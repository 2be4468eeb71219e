/**
 * Settings: the platform settings and the public data the shell reads.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { createSettingsService, type SettingsService } from './settings-service.ts';
