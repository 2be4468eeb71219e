import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { selectShowroomFromLink } from './routes/showroom-from-link.ts';
import { loadSettings } from './settings/settings-store.ts';

selectShowroomFromLink();
void loadSettings();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
