import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';

/**
 * Asks before leaving a form with unsaved changes (links, back button, closing the tab). The
 * ref is cleared before the page navigates away after a successful save.
 */
export function useLeaveGuard() {
  const dirty = useRef(false);
  useBlocker({
    shouldBlockFn: () =>
      dirty.current &&
      !window.confirm('Sair sem salvar? O que você preencheu neste formulário será perdido.'),
    enableBeforeUnload: () => dirty.current,
  });
  return dirty;
}
