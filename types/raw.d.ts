/** `?raw` imports are a file's text (Vite); tests use them to compare config files with the code. */
declare module '*?raw' {
  const text: string;
  export default text;
}
