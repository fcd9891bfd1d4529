import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EvidencePicker } from '../../client/components/evidence/EvidencePicker.tsx';
import type { EvidencePhoto, EvidenceUploader } from '../../client/components/evidence/upload-evidence.ts';

const jpeg = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const stored = (n: number): EvidencePhoto => ({
  url: `/evidencias/${String(n).repeat(64).slice(0, 64)}.webp`,
  receivedAt: '2026-11-29T12:00:00.000Z',
});

function setup() {
  const calls: Array<{ file: File; onProgress: (f: number) => void; resolve: (p: EvidencePhoto) => void }> =
    [];
  const upload: EvidenceUploader = (file, onProgress) =>
    new Promise((resolve) => calls.push({ file, onProgress, resolve }));
  const onChange = vi.fn<(photos: EvidencePhoto[]) => void>();
  const onBusyChange = vi.fn<(busy: boolean) => void>();
  render(
    <EvidencePicker
      orderId="pedido-1"
      purpose="problem"
      label="Fotos do problema"
      onChange={onChange}
      onBusyChange={onBusyChange}
      upload={upload}
    />,
  );
  const input = () => screen.getByLabelText('Adicionar fotos') as HTMLInputElement;
  return { calls, onChange, onBusyChange, input };
}

describe('EvidencePicker', () => {
  it('sends each photo with its progress and reports the stored ones in order', async () => {
    const user = userEvent.setup();
    const { calls, onChange, onBusyChange, input } = setup();
    await user.upload(input(), [jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    act(() => calls[0]?.onProgress(0.5));
    expect(screen.getByRole('progressbar', { name: 'Enviando a.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await act(async () => calls[1]?.resolve(stored(2)));
    await act(async () => calls[0]?.resolve(stored(1)));
    expect(onChange).toHaveBeenLastCalledWith([stored(1), stored(2)]);
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByText('2/5 fotos.')).toBeInTheDocument();
  });

  it('refuses a sixth photo with a message and sends only five', async () => {
    const user = userEvent.setup();
    const { calls, input } = setup();
    await user.upload(
      input(),
      ['1', '2', '3', '4', '5', '6'].map((n) => jpeg(`${n}.jpg`)),
    );
    expect(calls).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Envie no máximo 5 fotos. As demais foram ignoradas.',
    );
    await user.upload(input(), [jpeg('7.jpg')]);
    expect(calls).toHaveLength(5);
  });

  it('refuses a 20 MB photo with the size message before sending it', async () => {
    const user = userEvent.setup();
    const { calls, input } = setup();
    await user.upload(input(), [jpeg('grande.jpg', 20 * 1024 * 1024)]);
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('A foto deve ter no máximo 5 MB.');
  });

  it('removes a photo by its button and gives focus back to the file button', async () => {
    const user = userEvent.setup();
    const { calls, onChange, input } = setup();
    await user.upload(input(), [jpeg('a.jpg')]);
    await act(async () => calls[0]?.resolve(stored(1)));
    await user.click(screen.getByRole('button', { name: 'Remover foto 1' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    await act(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(input()).toHaveFocus();
  });
});
