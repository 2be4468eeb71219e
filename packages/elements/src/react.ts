/**
 * @showroom/elements/react: the elements in React 19 JSX (`<showroom-catalog category="tile" />`),
 * with each element's own attributes and React's usual HTML ones (`className`, `style`, `ref`, …).
 * Types only.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ShowroomElement, ShowroomElementAttributes, ShowroomElementTag } from './element-attributes.ts';

export type * from './index.ts';

/** What a JSX `<showroom-…>` accepts. */
export type ShowroomElementJsxProps<Tag extends ShowroomElementTag> = DetailedHTMLProps<
  HTMLAttributes<ShowroomElement<Tag>>,
  ShowroomElement<Tag>
> &
  ShowroomElementAttributes[Tag];

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ShowroomIntrinsicElements {}
  }
}

type ShowroomIntrinsicElements = { [Tag in ShowroomElementTag]: ShowroomElementJsxProps<Tag> };
