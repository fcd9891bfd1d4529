import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhotoPicker } from '../../client/components/sell/PhotoPicker.tsx';
import type { PhotoUploader } from '../../client/components/sell/upload.ts';
import { precheckPhoto } from '../../client/components/sell/upload.ts';

const jpeg = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const stored = (n: number) => `/images/books/${String(n).repeat(64).slice(0, 64)}.webp`;

/** An uploader the test finishes by hand: resolve(i, url), fail(i, message), progress(i, f). */
function manualUploader() {
  const calls: Array<{
    file: File;
    onProgress: (f: number) => void;
    resolve: (url: string) => void;
    reject: (e: Error) => void;
  }> = [];
  const upload: PhotoUploader = (file, onProgress) =>
    new Promise((resolve, reject) => calls.push({ file, onProgress, resolve, reject }));
  const call = (i: number) => {
    const c = calls[i];
    if (!c) throw new Error(`sem envio ${i}`);
    return c;
  };
  return {
    upload,
    calls,
    progress: (i: number, f: number) => act(() => call(i).onProgress(f)),
    resolve: (i: number, url: string) => act(async () => call(i).resolve(url)),
    fail: (i: number, message: string) => act(async () => call(i).reject(new Error(message))),
  };
}

function setup(initial: string[] = [], uploader = manualUploader()) {
  const onChange = vi.fn<(urls: string[]) => void>();
  const onBusyChange = vi.fn<(busy: boolean) => void>();
  render(
    <PhotoPicker
      initial={initial}
      onChange={onChange}
      onBusyChange={onBusyChange}
      upload={uploader.upload}
    />,
  );
  const lastUrls = () => onChange.mock.calls.at(-1)?.[0];
  return { onChange, onBusyChange, uploader, lastUrls };
}

const fileInput = () => screen.getByLabelText(/Adicionar (fotos|mais)/) as HTMLInputElement;

describe('PhotoPicker', () => {
  it('uploads several photos at once with progress, then previews them in order; the first is the cover', async () => {
    const user = userEvent.setup();
    const { uploader, lastUrls, onBusyChange } = setup();
    await user.upload(fileInput(), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    expect(uploader.calls.map((c) => c.file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    await uploader.progress(0, 0.4);
    expect(screen.getByRole('progressbar', { name: 'Enviando a.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getAllByText(/Enviando\.\.\./)).toHaveLength(3);
    // Out of order on the wire, in order on the page.
    await uploader.resolve(2, stored(3));
    await uploader.resolve(0, stored(1));
    await uploader.resolve(1, stored(2));
    expect(lastUrls()).toEqual([stored(1), stored(2), stored(3)]);
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    const list = screen.getByRole('list', { name: 'Fotos do livro' });
    const images = within(list).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Foto 1 (capa)', 'Foto 2', 'Foto 3']);
    expect(images[0]).toHaveAttribute('src', `${stored(1)}?w=240&h=240`);
    expect(within(list).getByText('Capa')).toBeInTheDocument();
    expect(screen.getByText(/3\/8 fotos/)).toBeInTheDocument();
  });

  it('refuses other formats and files over 5 MB before sending, with the pt-BR message per photo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { uploader, lastUrls } = setup();
    await user.upload(fileInput(), [
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      new File(['texto'], 'nota.txt', { type: 'text/plain' }),
      jpeg('grande.jpg', 5 * 1024 * 1024 + 1),
    ]);
    expect(uploader.calls).toHaveLength(0);
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('anim.gifFormato não aceito. Envie uma foto JPEG, PNG ou WebP.');
    expect(alerts[1]).toHaveTextContent('nota.txtFormato não aceito. Envie uma foto JPEG, PNG ou WebP.');
    expect(alerts[2]).toHaveTextContent('grande.jpgA foto deve ter no máximo 5 MB.');
    expect(lastUrls()).toEqual([]);
    // A refused file can be dismissed.
    await user.click(screen.getByRole('button', { name: 'Descartar nota.txt' }));
    expect(screen.queryByText('nota.txt')).not.toBeInTheDocument();
  });

  it("shows the server's message beside the photo it refused, and keeps the others", async () => {
    // Local previews while uploading (jsdom has no object URLs of its own).
    const created: string[] = [];
    const revoked: string[] = [];
    Object.assign(URL, {
      createObjectURL: (file: File) => {
        created.push(`blob:${file.name}`);
        return `blob:${file.name}`;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const user = userEvent.setup();
    const { uploader, lastUrls } = setup();
    await user.upload(fileInput(), [jpeg('boa.jpg'), jpeg('texto-renomeado.jpg')]);
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('src'))).toEqual([
      'blob:boa.jpg',
      'blob:texto-renomeado.jpg',
    ]);
    await uploader.resolve(0, stored(1));
    await uploader.fail(1, 'Arquivo não reconhecido. Envie uma foto JPEG, PNG ou WebP.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'texto-renomeado.jpgArquivo não reconhecido. Envie uma foto JPEG, PNG ou WebP.',
    );
    expect(lastUrls()).toEqual([stored(1)]);
    // The refused file's preview is dropped (it would be a broken image) and its object URL freed.
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('src'))).toEqual([
      `${stored(1)}?w=240&h=240`,
    ]);
    expect(revoked).toEqual(['blob:boa.jpg', 'blob:texto-renomeado.jpg']);
    Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
  });

  it('reorders with buttons: focus follows the photo, the cover changes, screen readers are told', async () => {
    const user = userEvent.setup();
    const { lastUrls } = setup([stored(1), stored(2), stored(3)]);
    expect(screen.getByRole('button', { name: 'Mover foto 1 para a esquerda' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover foto 3 para a direita' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mover foto 2 para a esquerda' }));
    expect(lastUrls()).toEqual([stored(2), stored(1), stored(3)]);
    expect(screen.getByText('Foto movida para a primeira posição: agora é a capa.')).toBeInTheDocument();
    // At the first position the left button is disabled: focus moved to the right one.
    await act(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mover foto 1 para a direita' }));
    // Keyboard only: Enter on the focused button moves it again.
    await user.keyboard('{Enter}');
    expect(lastUrls()).toEqual([stored(1), stored(2), stored(3)]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mover foto 2 para a direita' }));
  });

  it('removes a photo', async () => {
    const user = userEvent.setup();
    const { lastUrls } = setup([stored(1), stored(2)]);
    await user.click(screen.getByRole('button', { name: 'Remover foto 1' }));
    expect(lastUrls()).toEqual([stored(2)]);
    expect(screen.getByRole('img', { name: 'Foto 1 (capa)' })).toHaveAttribute(
      'src',
      `${stored(2)}?w=240&h=240`,
    );
  });

  it('takes at most 8 photos and says why the rest were left out', async () => {
    const user = userEvent.setup();
    const { uploader } = setup([1, 2, 3, 4, 5, 6, 7].map(stored));
    await user.upload(fileInput(), [jpeg('x.jpg'), jpeg('y.jpg'), jpeg('z.jpg')]);
    expect(uploader.calls.map((c) => c.file.name)).toEqual(['x.jpg']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Só cabem mais 1 foto: as demais foram ignoradas (máximo de 8).',
    );
    await uploader.resolve(0, stored(8));
    // Full: the add button is gone.
    expect(screen.queryByLabelText(/Adicionar/)).not.toBeInTheDocument();
    expect(screen.getByText(/8\/8 fotos/)).toBeInTheDocument();
  });
});

describe('precheckPhoto', () => {
  it('uses the server limits', () => {
    expect(precheckPhoto(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(precheckPhoto(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBeNull();
    expect(precheckPhoto(new File([], 'vazio.jpg', { type: 'image/jpeg' }))).toBe('O arquivo está vazio.');
    expect(precheckPhoto(new File(['x'], 'a.heic', { type: 'image/heic' }))).toBe(
      'Formato não aceito. Envie uma foto JPEG, PNG ou WebP.',
    );
  });
});
