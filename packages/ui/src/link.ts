/**
 * `@showroom/ui/link`: the real link to a shell route. Its own entry (and federation share key) so
 * an embedded widget without shell links, like `<showroom-entry>`, does not download it.
 */
export { isPlainClick, ShellLink, type ShellLinkProps } from './shell-link/shell-link.tsx';
