/**
 * Editable platform content and its defaults (the seed stores these). The platform and "powered by"
 * URLs are not stored: they follow PLATFORM_ORIGIN, so a changed port or domain never leaves stale
 * links in the database.
 */
export const SETTING_DEFAULTS = {
  app_name: 'Showroom',
  support_email: 'support@showroom.test',
  support_phone: '(800) 555-0142',
  company_address: '100 Market Street, Suite 400, San Francisco, CA 94105',
  default_theme_color: '#15803d',
} as const;
