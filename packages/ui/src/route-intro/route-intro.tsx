import type { ReactNode } from 'react';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './route-intro.css?inline';

export interface RouteIntroProps {
  title: string;
  text: string;
  /** What follows the intro inside the header (a note for this visitor). */
  children?: ReactNode;
}

/**
 * A route's heading and intro (`ROUTE_INTROS` in the contract), as the page the API serves paints them
 * before any script: same elements, classes and sheet, so taking over moves and resizes nothing.
 */
export function RouteIntro({ title, text, children }: RouteIntroProps) {
  return (
    <>
      <StyleSheet name="sr-route-intro" css={css} precedence="sr-base" />
      <header className="sr-route-intro">
        <h1 className="sr-route-intro__title">{title}</h1>
        <p className="sr-route-intro__text">{text}</p>
        {children}
      </header>
    </>
  );
}

/** The route's intro in its frame: what the shell shows while the route's remote loads. */
export function RouteIntroFrame(props: RouteIntroProps) {
  return (
    <div className="sr-route-frame">
      <RouteIntro {...props} />
    </div>
  );
}
