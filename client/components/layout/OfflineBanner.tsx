import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, History } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { formatMoment } from '../../lib/dates.ts';
import { networkNotes, refreshSavedData, savedDataNotes } from '../../lib/offline-link.ts';

export const OFFLINE_MESSAGE = 'Você está offline. Alguns recursos podem não funcionar.';

/**
 * Offline while the browser says so, or while requests get no answer at all, which is all some
 * Chromium builds show of a reload offline (docs/product/offline.md#offline-banner).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(networkNotes.subscribe, networkNotes.online, () => true);
}

/**
 * The offline banner (docs/product/offline.md#offline-banner) and, whenever a page shows data saved on this device
 * instead of the server's (offline, or the server out of reach), when that data was saved. A
 * live region that is always in the page, so screen readers announce what appears in it.
 */
export function OfflineBanner() {
  const online = useOnline();
  const savedAt = useSyncExternalStore(savedDataNotes.subscribe, savedDataNotes.oldest, () => null);
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    try {
      await refreshSavedData(queryClient);
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div role="status">
      {(!online || savedAt !== null) && (
        <div className="border-amber-300 border-b bg-amber-50 text-amber-950 text-sm">
          <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-2 lg:px-6">
            {!online && (
              <p className="flex items-start gap-2 font-medium">
                <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {OFFLINE_MESSAGE}
              </p>
            )}
            {savedAt !== null && (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <p className="flex items-start gap-2">
                  <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    {online ? 'Não foi possível falar com o servidor. ' : ''}
                    Você está vendo dados salvos neste aparelho em {formatMoment(savedAt)}. Eles podem estar
                    desatualizados.
                  </span>
                </p>
                {online && (
                  <button
                    type="button"
                    onClick={() => void retry()}
                    disabled={retrying}
                    className="rounded-full border border-amber-700 px-3 py-1 font-medium text-amber-950 hover:bg-amber-100 disabled:opacity-60"
                  >
                    {retrying ? 'Atualizando...' : 'Tentar novamente'}
                  </button>
                )}
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
