import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookForm } from '../../client/components/sell/BookForm.tsx';
import { isbnFromBarcode } from '../../client/components/sell/barcode.ts';
import { emptyBookForm } from '../../client/components/sell/book-form-values.ts';
import { SCAN_MESSAGES, SCAN_TIMEOUT_MS } from '../../client/components/sell/use-barcode-scan.ts';

// 'Escanear código de barras' (docs/product/listing.md#the-phones-camera), with a fake camera
// and a fake detector: the real ones are Chromium's, in tests/e2e/isbn-camera.spec.ts.

vi.setConfig({ testTimeout: 20_000 });

const detected = vi.hoisted(() => ({ frames: [] as string[][] }));
vi.mock('../../client/components/sell/barcode.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../client/components/sell/barcode.ts')>();
  return {
    ...actual,
    loadDetector: async () => ({
      detect: async () => (detected.frames.shift() ?? []).map((rawValue) => ({ rawValue, format: 'ean_13' })),
    }),
  };
});

const stopTrack = vi.fn();
const getUserMedia = vi.fn();
beforeEach(() => {
  detected.frames = [];
  stopTrack.mockReset();
  getUserMedia.mockReset();
  getUserMedia.mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  spies.push(vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue());
  spies.push(vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4));
});
// Only this file's spies: the console guard (tests/helpers/fail-on-console-error.ts) keeps its own.
const spies: { mockRestore: () => void }[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const spy of spies.splice(0)) spy.mockRestore();
});

function setup(fakeTimers = false) {
  const lookup = vi.fn(async () => ({ status: 'not_found' }) as const);
  render(
    <BookForm
      initial={emptyBookForm()}
      categories={[]}
      submitLabel="Publicar livro"
      onSubmit={async () => {}}
      onFailure={() => {}}
      isbnLookup={lookup}
    />,
  );
  return { lookup, user: userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}) };
}

const isbnField = () => screen.getByRole('textbox', { name: /ISBN/ });
const scanButton = () => screen.getByRole('button', { name: 'Escanear código de barras' });

describe('isbnFromBarcode', () => {
  it('reads only an EAN-13 of 978 or 979 whose check digit holds', () => {
    expect(isbnFromBarcode('9788535902778')).toBe('9788535902778');
    expect(isbnFromBarcode('9791090636071')).toBe('9791090636071');
    expect(isbnFromBarcode('7891000100103')).toBeNull();
    expect(isbnFromBarcode('9788535902771')).toBeNull();
    expect(isbnFromBarcode('978853590277')).toBeNull();
  });
});

describe('Escanear código de barras', () => {
  it('opens the rear camera, skips a code that is not an ISBN, and fills the ISBN, which is then looked up', async () => {
    const { user, lookup } = setup();
    detected.frames = [[], ['7891000100103'], ['9788535902778']];
    await user.click(scanButton());
    expect(await screen.findByRole('dialog', { name: 'Escanear código de barras' })).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    // Three frames a quarter of a second apart: more than waitFor's default second on a busy machine.
    await waitFor(() => expect(isbnField()).toHaveValue('9788535902778'), { timeout: 5_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByText('Código lido: ISBN 9788535902778.')).toBeInTheDocument();
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('9788535902778'));
  });

  it('says why when the camera is refused or missing, and leaves the field to type in', async () => {
    for (const [name, message] of [
      ['NotAllowedError', SCAN_MESSAGES.denied],
      ['NotFoundError', SCAN_MESSAGES.noCamera],
      ['NotReadableError', SCAN_MESSAGES.failed],
    ] as const) {
      getUserMedia.mockRejectedValueOnce(new DOMException('não', name));
      const { user } = setup();
      await user.click(scanButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(isbnField()).toHaveFocus());
      document.body.innerHTML = '';
    }
  });

  it('says so when the browser has no camera at all', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    const { user } = setup();
    await user.click(scanButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SCAN_MESSAGES.unsupported);
  });

  it('gives up after 20 seconds without a code, stopping the camera', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = setup(true);
    await user.click(scanButton());
    await screen.findByText('Aponte a câmera para o código de barras do livro, na contracapa.');
    await act(async () => {
      vi.advanceTimersByTime(SCAN_TIMEOUT_MS);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(SCAN_MESSAGES.timeout);
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape, stopping the camera and giving focus back to the button', async () => {
    const { user } = setup();
    await user.click(scanButton());
    await screen.findByText('Aponte a câmera para o código de barras do livro, na contracapa.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stopTrack).toHaveBeenCalled();
    await waitFor(() => expect(scanButton()).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(isbnField()).toHaveValue('');
  });
});
