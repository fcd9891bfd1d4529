import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// <Toaster /> loads sonner only when the browser is idle after the first render, or at the first
// toast asked for. toast.ts keeps module state (whether a toast was asked for), so every test
// imports fresh copies.
async function freshToaster() {
  vi.resetModules();
  const { Toaster } = await import('../../client/components/Toaster.tsx');
  const { toast } = await import('../../client/components/toast.ts');
  return { Toaster, toast };
}

/** sonner's list of toasts: a section named by containerAriaLabel (and its keyboard shortcut). */
const toastRegion = () => screen.queryByRole('region', { name: /^Notificações/ });

let idle: IdleRequestCallback[] = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => {
  // Unmounting cancels the idle callback: before the stubs go.
  cleanup();
  vi.unstubAllGlobals();
});

const runIdle = () =>
  act(() => {
    for (const run of idle.splice(0)) run({ didTimeout: false, timeRemaining: () => 50 });
  });

describe('Toaster', () => {
  it('does not load sonner with the first render, only once the browser is idle', async () => {
    const { Toaster } = await freshToaster();
    render(<Toaster containerAriaLabel="Notificações" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(toastRegion()).toBeNull();
    expect(idle).toHaveLength(1);
    await runIdle();
    expect(await screen.findByRole('region', { name: /^Notificações/ })).toBeInTheDocument();
  });

  it('loads at once for a toast asked for before the browser was idle, and shows it', async () => {
    const { Toaster, toast } = await freshToaster();
    render(<Toaster containerAriaLabel="Notificações" />);
    act(() => toast('Livro adicionado ao carrinho'));
    expect(await screen.findByText('Livro adicionado ao carrinho')).toBeInTheDocument();
    expect(idle).toHaveLength(1);
  });
});
