/**
 * `@showroom/contract/settings`: the platform's settings and public counts that the shell's header,
 * footer and home page show. A separate entry (and federation share key) so an embedded widget,
 * which shows neither, does not download these schemas.
 */
export {
  type PublicData,
  type PublicQuery,
  publicDataSchema,
  publicQuerySchema,
  publicResponseSchema,
  type Settings,
  settingsResponseSchema,
  settingsSchema,
} from './settings/settings.ts';
