/**
 * `@showroom/contract/projects`: a homeowner's projects (issue #25): their calls, texts and the style
 * survey. Its own entry so widgets that never show a project do not download it.
 */
export { PROJECT_PAGE_MESSAGES } from './projects/project-page-messages.ts';
