import { MESSAGES } from '@showroom/contract';
import type { ReactNode } from 'react';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './coming-soon.css?inline';

export interface ComingSoonProps {
  title: string;
  children?: ReactNode;
}

/** A screen whose feature has not landed yet says so plainly instead of showing an empty page. */
export function ComingSoon({ title, children = MESSAGES.comingSoon }: ComingSoonProps) {
  return (
    <section className="sr-coming-soon">
      <StyleSheet name="sr-coming-soon" css={css} />
      <h1 className="sr-coming-soon__title">{title}</h1>
      <p className="sr-coming-soon__text">{children}</p>
    </section>
  );
}
