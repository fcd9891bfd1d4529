import { useEffect, useRef, useState } from 'react';
import { EVIDENCE_MAX_PHOTOS, EVIDENCE_TOO_MANY } from '../../../shared/evidence.ts';
import { precheckPhoto } from '../sell/upload.ts';
import type { EvidencePhoto, EvidenceUploader } from './upload-evidence.ts';

export interface EvidenceItem {
  key: string;
  name: string;
  /** A local preview (object URL) while the item lives. */
  preview: string | null;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  photo?: EvidencePhoto;
  error?: string;
}

let nextKey = 0;

function revoke(preview: string | null) {
  if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
}

function picked(file: File): EvidenceItem {
  const problem = precheckPhoto(file);
  const preview = !problem && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  return {
    key: `evidencia-${++nextKey}`,
    name: file.name,
    preview,
    status: problem ? 'error' : 'uploading',
    progress: 0,
    ...(problem ? { error: problem } : {}),
  };
}

/** The chosen photos, their uploads, and what screen readers hear; reports the stored ones. */
export function useEvidenceItems(opts: {
  upload: EvidenceUploader;
  onChange: (photos: EvidencePhoto[]) => void;
  onBusyChange?: ((busy: boolean) => void) | undefined;
  inputId: string;
}) {
  const [items, setItems] = useState<EvidenceItem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const used = items.filter((i) => i.status !== 'error').length;
  const room = EVIDENCE_MAX_PHOTOS - used;

  const done = items.flatMap((i) => (i.photo ? [i.photo] : []));
  const doneKey = done.map((p) => p.url).join('\n');
  const busy = items.some((i) => i.status === 'uploading');
  const callbacks = useRef(opts);
  callbacks.current = opts;
  // biome-ignore lint/correctness/useExhaustiveDependencies: doneKey stands for done
  useEffect(() => callbacks.current.onChange(done), [doneKey]);
  useEffect(() => callbacks.current.onBusyChange?.(busy), [busy]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(
    () => () => {
      for (const item of itemsRef.current) revoke(item.preview);
    },
    [],
  );

  const update = (key: string, change: Partial<EvidenceItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const send = (item: EvidenceItem, file: File) =>
    callbacks.current
      .upload(file, (fraction) => update(item.key, { progress: fraction }))
      .then((photo) => {
        update(item.key, { photo, status: 'done', progress: 1 });
        setAnnouncement(`Foto ${file.name} enviada.`);
      })
      .catch((err: unknown) => {
        const message = err instanceof Error ? err.message : 'Não foi possível enviar a foto.';
        update(item.key, { status: 'error', error: message });
        setAnnouncement(`Foto ${file.name} não enviada: ${message}`);
      });

  const addFiles = (files: File[]) => {
    setNotice(null);
    if (files.length === 0) return;
    const accepted = files.slice(0, Math.max(0, room));
    if (files.length > accepted.length) setNotice(`${EVIDENCE_TOO_MANY} As demais foram ignoradas.`);
    const added = accepted.map(picked);
    setItems((list) => [...list, ...added]);
    added.forEach((item, i) => {
      const file = accepted[i];
      if (item.status === 'uploading' && file) void send(item, file);
    });
  };

  const remove = (key: string) => {
    setNotice(null);
    setItems((list) => {
      revoke(list.find((i) => i.key === key)?.preview ?? null);
      return list.filter((i) => i.key !== key);
    });
    setAnnouncement('Foto removida.');
    // The tile goes with its button: focus goes back to the file button, which is always there.
    requestAnimationFrame(() => document.getElementById(opts.inputId)?.focus());
  };

  return { items, notice, announcement, used, room, addFiles, remove };
}
