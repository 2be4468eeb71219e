import { ToastHost, WidgetStyles } from '@showroom/ui';
import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useEntryModal } from './layout/entry-modal-state.ts';
import { RemoteEntryModal } from './remotes/entry-widgets.tsx';
import { createShellRouter } from './routes/router.tsx';
import shellCss from './styles/shell.css?inline';

export function App() {
  const [router] = useState(createShellRouter);
  const entryModal = useEntryModal();
  return (
    <StrictMode>
      <WidgetStyles />
      <style>{shellCss}</style>
      <ToastHost />
      <RouterProvider router={router} />
      <RemoteEntryModal open={entryModal.isOpen} onClose={entryModal.close} />
    </StrictMode>
  );
}
