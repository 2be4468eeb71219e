/**
 * The page's own React 19, offered to embed.js before it runs (decision 0077): the React wrapper's
 * `loadShowroom({ shareReact: true })` sets `globalThis[HOST_REACT_GLOBAL]`, and embed.js puts these
 * modules into the page's share scope before any widget container is initialised, so widgets render
 * with the page's React and the page downloads none of its own. Ignored unless `version` is 19.x.
 */
export const HOST_REACT_GLOBAL = '__SHOWROOM_HOST_REACT__';

/** The modules the widgets share (their share keys), as the page's own bundle imported them. */
export interface HostReactOffer {
  /** React's `version` export, e.g. `19.2.0`. */
  readonly version: string;
  readonly modules: {
    readonly react: unknown;
    readonly 'react/jsx-runtime': unknown;
    readonly 'react-dom': unknown;
    readonly 'react-dom/client': unknown;
  };
}
