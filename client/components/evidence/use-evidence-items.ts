import { useEffect, useRef } from 'react';
import { EVIDENCE_MAX_PHOTOS, EVIDENCE_TOO_MANY } from '../../../shared/evidence.ts';
import { precheckPhoto } from '../sell/upload.ts';
import { type UploadItem, useUploadList } from '../sell/use-upload-list.ts';
import type { EvidencePhoto, EvidenceUploader } from './upload-evidence.ts';

/** Its preview is the local object URL while the item lives. */
export interface EvidenceItem extends UploadItem {
  photo?: EvidencePhoto;
}

let nextKey = 0;

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
  const list = useUploadList<EvidenceItem>(() => [], opts.inputId, EVIDENCE_MAX_PHOTOS);
  const { items, used, room } = list;

  const done = items.flatMap((i) => (i.photo ? [i.photo] : []));
  const doneKey = done.map((p) => p.url).join('\n');
  const busy = items.some((i) => i.status === 'uploading');
  const callbacks = useRef(opts);
  callbacks.current = opts;
  // biome-ignore lint/correctness/useExhaustiveDependencies: doneKey stands for done
  useEffect(() => callbacks.current.onChange(done), [doneKey]);
  useEffect(() => callbacks.current.onBusyChange?.(busy), [busy]);

  const send = (item: EvidenceItem, file: File) =>
    list.send(item, file, (onProgress) =>
      callbacks.current.upload(file, onProgress).then((photo) => ({ photo })),
    );

  const addFiles = (files: File[]) =>
    list.addFiles(
      files,
      files.length > Math.max(0, room) ? `${EVIDENCE_TOO_MANY} As demais foram ignoradas.` : null,
      picked,
      send,
    );

  return {
    items,
    notice: list.notice,
    announcement: list.announcement,
    used,
    room,
    addFiles,
    remove: list.remove,
  };
}
