import toastifyCss from 'react-toastify/ReactToastify.css?inline';

/**
 * react-toastify's stylesheet, readable inside a shadow root. Its variables are declared on
 * `:root`, which matches nothing inside a shadow root, so they are declared on `:host` as well.
 */
export const TOASTIFY_CSS = toastifyCss.replace(/:root\s*\{/, ':root, :host {');
