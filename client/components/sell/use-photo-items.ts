import { useEffect, useRef } from 'react';
import { moveItem, overflowNotice, type PhotoItem, pickedItem, revoke, storedItems } from './photo-items.ts';
import type { PhotoUploader } from './upload.ts';
import { useUploadList } from './use-upload-list.ts';

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
}

/** The photos in the picker, their uploads, and what screen readers are told about them. */
export function usePhotoItems({ initial, onChange, onBusyChange, upload, max, inputId, prepend }: Options) {
  const list = useUploadList<PhotoItem>(() => storedItems(initial), inputId, max);
  const { items, setItems, setAnnouncement, used, room } = list;
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

  const send = (item: PhotoItem, file: File) =>
    list.send(
      item,
      file,
      (onProgress) =>
        upload(file, onProgress).then(
          (url) => {
            revoke(item.preview);
            return { url, preview: url };
          },
          (err: unknown) => {
            // The local preview of a file the server could not read is usually broken too.
            revoke(item.preview);
            throw err;
          },
        ),
      { preview: null },
    );

  const addFiles = (files: File[]) =>
    list.addFiles(files, overflowNotice(files.length, room, max), pickedItem, send);

  const move = (key: string, to: number) => {
    setItems((list) => moveItem(list, key, to));
    setAnnouncement(
      to === 0
        ? 'Foto movida para a primeira posição: agora é a capa.'
        : `Foto movida para a posição ${to + 1}.`,
    );
  };

  return {
    items,
    notice: list.notice,
    announcement: list.announcement,
    used,
    room,
    addFiles,
    remove: list.remove,
    move,
  };
}
