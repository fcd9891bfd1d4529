import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createTRPCClient, TRPCClientError } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, OfflineBanner } from '../../client/components/layout/OfflineBanner.tsx';
import { formatMoment } from '../../client/lib/dates.ts';
import { networkNotes, offlineLink, recordKey, savedDataNotes } from '../../client/lib/offline-link.ts';
import { createOfflineStore, memoryBackend } from '../../client/lib/offline-store.ts';
import type { AppRouter } from '../../server/app-router.ts';

const onLine = vi.spyOn(navigator, 'onLine', 'get');
function goOnline(online: boolean) {
  onLine.mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderBanner() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <OfflineBanner />
    </QueryClientProvider>,
  );
}

/** A client whose every call gets `error` from the server side, over the app's offline link. */
async function clientFailingWith(error: Error) {
  const store = createOfflineStore(memoryBackend(), { version: 'v1' });
  await store.save(recordKey('books.section', { slug: 'romance' }), []);
  return createTRPCClient<AppRouter>({
    links: [
      offlineLink(store),
      () => () => observable((observer) => observer.error(TRPCClientError.from<AppRouter>(error))),
    ],
  });
}

beforeEach(() => {
  onLine.mockReturnValue(true);
  savedDataNotes.reset();
  networkNotes.reset();
});
afterEach(() => {
  onLine.mockReset();
  act(() => {
    savedDataNotes.reset();
    networkNotes.reset();
  });
});

describe('OfflineBanner', () => {
  it('is an empty live region while online with live data', () => {
    renderBanner();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the offline sentence while offline and goes when the connection returns', () => {
    renderBanner();
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).toBe('Você está offline. Alguns recursos podem não funcionar.');
    goOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is right on a page opened offline', () => {
    onLine.mockReturnValue(false);
    renderBanner();
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
  });

  it('says when the saved data on show was saved', () => {
    const savedAt = new Date(2026, 10, 21, 14, 32).getTime();
    expect(formatMoment(savedAt)).toBe('21/11/2026 às 14:32');
    renderBanner();
    goOnline(false);
    act(() => savedDataNotes.shown('books.section:{"slug":"romance"}', savedAt));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Você está vendo dados salvos neste aparelho em 21/11/2026 às 14:32.');
    // Offline there is nothing to retry.
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('online but with saved data (server out of reach), offers to try again', () => {
    renderBanner();
    act(() => savedDataNotes.shown('accounts.me:null', Date.now()));
    expect(screen.getByRole('status')).toHaveTextContent('Não foi possível falar com o servidor.');
    expect(screen.getByRole('status')).not.toHaveTextContent(OFFLINE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  });

  it('says offline when requests get no answer at all, even while navigator.onLine says online', async () => {
    // What Chromium can report after a reload offline (docs/product/offline.md#offline-banner).
    const client = await clientFailingWith(new TypeError('Failed to fetch'));
    renderBanner();
    await act(() => client.books.section.query({ slug: 'romance' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(OFFLINE_MESSAGE);
    expect(status).toHaveTextContent('Você está vendo dados salvos neste aparelho');
    expect(status).not.toHaveTextContent('Não foi possível falar com o servidor');
  });

  it('says the server could not be reached when something answers, but not the API (a proxy’s 502)', async () => {
    const client = await clientFailingWith(new SyntaxError('Unexpected token < in JSON'));
    renderBanner();
    await act(() => client.books.section.query({ slug: 'romance' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Não foi possível falar com o servidor.');
    expect(status).not.toHaveTextContent(OFFLINE_MESSAGE);
  });
});
