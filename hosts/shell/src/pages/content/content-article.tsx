import { StyleSheet } from '@showroom/ui';
import type { ReactNode } from 'react';
import css from './content.css?inline';

export interface ContentArticleProps {
  title: string;
  /** e.g. "Last updated May 3, 2021". */
  updated?: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of every information page: one h1, an optional date and lead, readable measure. */
export function ContentArticle({ title, updated, lead, children }: ContentArticleProps) {
  return (
    <article className="content" aria-labelledby="content-title">
      <StyleSheet name="shell-content" css={css} />
      <header className="content__header">
        <h1 id="content-title" className="content__title">
          {title}
        </h1>
        {updated && <p className="content__updated">{updated}</p>}
        {lead && <p className="content__lead">{lead}</p>}
      </header>
      {children}
    </article>
  );
}

/** A numbered or plain section with its h2. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="content__section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
