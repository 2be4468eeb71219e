// Module Federation needs an async boundary before shared modules (React, core) are used.
import('./bootstrap.tsx');
