import { countShowroomVisits, refreshSelectedShowroom, takeArrivalHandoffs } from '@showroom/core';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { keepReturnToSite } from './layout/return-to-site.ts';
import { preloadRouteRemote } from './remotes/preload-route-remote.ts';
import { selectShowroomFromLink } from './routes/showroom-from-link.ts';
import { loadSettings } from './settings/settings-store.ts';

// A showroom named in the address is loaded fresh; else the stored one is brought up to date.
if (!selectShowroomFromLink()) refreshSelectedShowroom();
takeArrivalHandoffs();
keepReturnToSite();
// The pro's console counts this page session's visit to the chosen showroom (decision 0088).
countShowroomVisits('shell');
preloadRouteRemote();
void loadSettings();
const root = document.getElementById('root');
// A transition lets React yield while it renders the first page, so no long task blocks input.
if (root) startTransition(() => createRoot(root).render(<App />));
