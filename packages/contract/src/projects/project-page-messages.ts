/**
 * The texts of a homeowner's projects screens (issue #25, decision 0104): the list, a project's page
 * and the way in for a visitor. The spec gives none of these words; the server's own answers keep
 * their texts in the calls' messages.
 */
export const PROJECT_PAGE_MESSAGES = {
  listTitle: 'Your projects',
  projectTitle: 'Project',
  signInTitle: 'Sign in to see your projects',
  signInText: 'Your projects keep your rooms, their photos, your saved designs and your checklist.',
  signInLink: 'Sign in',
  homeownersOnly: 'Projects belong to homeowners’ accounts. Sign in with yours to see them.',
  loading: 'Loading…',
} as const;
