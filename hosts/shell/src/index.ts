// The shell provides its start-up shared modules eagerly (rspack.config.ts), so it needs no
// async boundary before rendering.
import './bootstrap.tsx';
