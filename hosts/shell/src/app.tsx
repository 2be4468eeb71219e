import { StyleSheet, ToastHost, WidgetStyles } from '@showroom/ui';
import { StrictMode } from 'react';
import { useEntryModal } from './layout/entry-modal-state.ts';
import { RemoteEntryModal } from './remotes/entry-widgets.tsx';
import { ShellRouter } from './routes/router.tsx';
import shellCss from './styles/shell.css?inline';

export function App() {
  const entryModal = useEntryModal();
  return (
    <StrictMode>
      <WidgetStyles />
      <StyleSheet name="shell" css={shellCss} precedence="sr-page" />
      <ToastHost />
      <ShellRouter />
      <RemoteEntryModal open={entryModal.isOpen} onClose={entryModal.close} />
    </StrictMode>
  );
}
