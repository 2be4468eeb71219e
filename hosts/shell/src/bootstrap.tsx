import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadSettings } from './settings/settings-store.ts';

void loadSettings();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
