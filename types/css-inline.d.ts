/** `?inline` CSS imports are the stylesheet's text (rspack `asset/source`, Vite's inline CSS). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
