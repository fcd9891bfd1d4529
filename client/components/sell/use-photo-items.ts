import { useEffect, useRef, useState } from 'react';
import { moveItem, overflowNotice, type PhotoItem, pickedItem, revoke, storedItems } from './photo-items.ts';
import type { PhotoUploader } from './upload.ts';

interface Options {
  initial: readonly string[];
  onChange: (urls: string[]) => void;
  onBusyChange?: ((busy: boolean) => void) | undefined;
  upload: PhotoUploader;
  max: number;
  /** The file input's id: focus goes back to it when a tile is removed. */
  inputId: string;
  /** A stored photo to put first, as the cover (the ISBN's, docs/product/listing.md#prefill-from-the-isbn). */
  prepend?: { url: string; n: number } | null | undefined;
}

/** Tells the parent the uploaded URLs and whether an upload is running, when either changes. */
function useReportUploads(
  items: PhotoItem[],
  onChange: Options['onChange'],
  onBusyChange: Options['onBusyChange'],
) {
  const urls = items.flatMap((i) => (i.status === 'done' && i.url ? [i.url] : []));
  const urlsKey = urls.join('\n');
  const busy = items.some((i) => i.status === 'uploading');
  // Callbacks in refs: the parent's functions change every render, the values do not.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBusyRef = useRef(onBusyChange);
  onBusyRef.current = onBusyChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlsKey stands for urls
  useEffect(() => onChangeRef.current(urls), [urlsKey]);
  useEffect(() => onBusyRef.current?.(busy), [busy]);

  // Object URLs live until their photo is removed or the page is left.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(
    () => () => {
      for (const item of itemsRef.current) revoke(item.preview);
    },
    [],
  );
}

/** The photos in the picker, their uploads, and what screen readers are told about them. */
export function usePhotoItems({ initial, onChange, onBusyChange, upload, max, inputId, prepend }: Options) {
  const [items, setItems] = useState<PhotoItem[]>(() => storedItems(initial));
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useReportUploads(items, onChange, onBusyChange);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each cover found (its n) is put first once
  useEffect(() => {
    if (!prepend) return;
    setItems((list) => {
      const rest = list.filter((i) => i.url !== prepend.url);
      // Full: the last photo makes room for the cover, which the seller asked for.
      return [...storedItems([prepend.url]), ...rest].slice(0, max);
    });
    setAnnouncement('Capa do ISBN adicionada como primeira foto.');
  }, [prepend?.n]);
  const used = items.filter((i) => i.status !== 'error').length;
  const room = max - used;

  const update = (key: string, change: Partial<PhotoItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const send = (item: PhotoItem, file: File) =>
    upload(file, (fraction) => update(item.key, { progress: fraction }))
      .then((url) => {
        revoke(item.preview);
        update(item.key, { url, preview: url, status: 'done', progress: 1 });
        setAnnouncement(`Foto ${file.name} enviada.`);
      })
      .catch((err: unknown) => {
        const message = err instanceof Error ? err.message : 'Não foi possível enviar a foto.';
        // The local preview of a file the server could not read is usually broken too.
        revoke(item.preview);
        update(item.key, { status: 'error', error: message, preview: null });
        setAnnouncement(`Foto ${file.name} não enviada: ${message}`);
      });

  const addFiles = (files: File[]) => {
    setNotice(null);
    if (files.length === 0) return;
    const accepted = files.slice(0, Math.max(0, room));
    const overflow = overflowNotice(files.length, room, max);
    if (overflow) setNotice(overflow);
    const added = accepted.map(pickedItem);
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
    // Focus would be lost with the tile: the file button is always there.
    requestAnimationFrame(() => document.getElementById(inputId)?.focus());
  };

  const move = (key: string, to: number) => {
    setItems((list) => moveItem(list, key, to));
    setAnnouncement(
      to === 0
        ? 'Foto movida para a primeira posição: agora é a capa.'
        : `Foto movida para a posição ${to + 1}.`,
    );
  };

  return { items, notice, announcement, used, room, addFiles, remove, move };
}
