import type { ReactNode } from 'react';
import { ShellLink } from '../shell-link/shell-link.tsx';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './console-layout.css?inline';

/** One section of a console's navigation: its route and its label. */
export type ConsoleSection = readonly [path: string, label: string];

export interface ConsoleLayoutProps {
  /** The navigation's accessible name: "Console", "Vendor portal", "Admin console". */
  navLabel: string;
  sections: readonly ConsoleSection[];
  /** The section this screen belongs to, marked as the current page in the navigation. */
  current: string;
  title: string;
  /** What sits at the end of the navigation bar, such as the admin's Sign out. */
  barEnd?: ReactNode;
  /** The console's own class, for its screens' styles. */
  className: string;
  children: ReactNode;
}

/**
 * A screen of a pro's, vendor's or admin's console (decision 0068): the sections' navigation with the
 * current one marked, the title, and the screen. Each console passes its own sections.
 */
export function ConsoleLayout({
  navLabel,
  sections,
  current,
  title,
  barEnd,
  className,
  children,
}: ConsoleLayoutProps) {
  return (
    <article className={`sr-page sr-console-layout ${className}`}>
      <StyleSheet name="sr-console-layout" css={css} />
      <nav aria-label={navLabel} className="sr-console-layout__bar">
        <ul className="sr-console-layout__nav">
          {sections.map(([path, label]) => (
            <li key={path}>
              {path === current ? (
                <span aria-current="page">{label}</span>
              ) : (
                <ShellLink to={path}>{label}</ShellLink>
              )}
            </li>
          ))}
        </ul>
        {barEnd}
      </nav>
      <h1 className="sr-page__title">{title}</h1>
      {children}
    </article>
  );
}
