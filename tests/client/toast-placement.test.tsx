import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Toasts open below the sticky header, never over its buttons: top right on a wide screen, across
// the top on a phone, in both cases offset by the header's height.

function stubScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === '(min-width: 768px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function showToast() {
  vi.resetModules();
  const { Toaster } = await import('../../client/components/Toaster.tsx');
  const { toast } = await import('../../client/components/toast.ts');
  render(
    <>
      <header style={{ height: 100 }} />
      <Toaster containerAriaLabel="Notificações" />
    </>,
  );
  // jsdom lays nothing out: the header's measured height is given here.
  const header = document.querySelector('header');
  if (header) header.getBoundingClientRect = () => ({ height: 100 }) as DOMRect;
  act(() => toast('Livro adicionado ao carrinho'));
  await screen.findByText('Livro adicionado ao carrinho', {}, { timeout: 3000 });
  const list = document.querySelector('[data-sonner-toaster]');
  if (!(list instanceof HTMLElement)) throw new Error('sem lista de avisos');
  return list;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('where toasts open', () => {
  it('on a wide screen: top right, just below the header', async () => {
    stubScreen(true);
    const list = await showToast();
    expect(list.dataset.yPosition).toBe('top');
    expect(list.dataset.xPosition).toBe('right');
    expect(list.style.getPropertyValue('--offset-top')).toBe('108px');
  });

  it('on a phone: across the top, just below the header', async () => {
    stubScreen(false);
    const list = await showToast();
    expect(list.dataset.yPosition).toBe('top');
    expect(list.dataset.xPosition).toBe('center');
    expect(list.style.getPropertyValue('--mobile-offset-top')).toBe('108px');
  });
});
