import { useEffect, useRef, useState } from 'react';
import { revoke } from './photo-items.ts';

/** What every chosen photo has, whatever it is for (a listing's photos, a problem's evidence). */
export interface UploadItem {
  key: string;
  name: string;
  /** A local preview (object URL) or the stored photo. */
  preview: string | null;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  error?: string;
}

/**
 * The list both photo pickers share: choosing files (as many as fit), their uploads with progress,
 * removing one, and what screen readers hear. Each picker says how an item starts and what its
 * upload stores.
 */
export function useUploadList<T extends UploadItem>(initial: () => T[], inputId: string, max: number) {
  const [items, setItems] = useState<T[]>(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A refused photo is shown, to be discarded, but takes no room.
  const used = items.filter((i) => i.status !== 'error').length;
  const room = max - used;

  // Object URLs live until their photo is removed or the page is left.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(
    () => () => {
      for (const item of itemsRef.current) revoke(item.preview);
    },
    [],
  );

  const update = (key: string, change: Partial<T> | Partial<UploadItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  /** Uploads `file` for `item`: `start` reports progress and resolves to what the item stores. */
  const send = (
    item: T,
    file: File,
    start: (onProgress: (fraction: number) => void) => Promise<Partial<T>>,
    failed: Partial<T> = {},
  ) =>
    start((fraction) => update(item.key, { progress: fraction }))
      .then((stored) => {
        update(item.key, { ...stored, status: 'done', progress: 1 });
        setAnnouncement(`Foto ${file.name} enviada.`);
      })
      .catch((err: unknown) => {
        const message = err instanceof Error ? err.message : 'Não foi possível enviar a foto.';
        update(item.key, { ...failed, status: 'error', error: message });
        setAnnouncement(`Foto ${file.name} não enviada: ${message}`);
      });

  /** Adds the files that fit, says why the others were left out, and uploads the valid ones. */
  const addFiles = (
    files: File[],
    overflow: string | null,
    pick: (file: File) => T,
    upload: (item: T, file: File) => Promise<void>,
  ) => {
    setNotice(null);
    if (files.length === 0) return;
    const accepted = files.slice(0, Math.max(0, room));
    if (overflow) setNotice(overflow);
    const added = accepted.map(pick);
    setItems((list) => [...list, ...added]);
    added.forEach((item, i) => {
      const file = accepted[i];
      if (item.status === 'uploading' && file) void upload(item, file);
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
    requestAnimationFrame(() => document.getElementById(inputId)?.focus());
  };

  return { items, setItems, notice, announcement, setAnnouncement, used, room, send, addFiles, remove };
}
