import { precheckPhoto } from './upload.ts';

export interface PhotoItem {
  key: string;
  /** The stored photo's URL once uploaded. */
  url: string | null;
  /** A local preview while uploading (object URL), or the stored photo. */
  preview: string | null;
  name: string;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  error?: string;
}

let nextKey = 0;
const newKey = () => `foto-${++nextKey}`;

function objectUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

export function revoke(preview: string | null) {
  if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
}

/** The photos a book already has, as uploaded items. */
export function storedItems(urls: readonly string[]): PhotoItem[] {
  return urls.map((url) => ({ key: newKey(), url, preview: url, name: '', status: 'done', progress: 1 }));
}

/** A chosen file as an item: uploading, or refused at once when the browser can tell. */
export function pickedItem(file: File): PhotoItem {
  const problem = precheckPhoto(file);
  return {
    key: newKey(),
    url: null,
    preview: problem ? null : objectUrl(file),
    name: file.name,
    status: problem ? 'error' : 'uploading',
    progress: 0,
    error: problem ?? undefined,
  };
}

/** The list with the item `key` moved to position `to`; the same list when that is no move. */
export function moveItem(list: PhotoItem[], key: string, to: number): PhotoItem[] {
  const from = list.findIndex((i) => i.key === key);
  const item = list[from];
  if (from < 0 || !item || to < 0 || to >= list.length || to === from) return list;
  const next = list.filter((i) => i.key !== key);
  next.splice(to, 0, item);
  return next;
}

/** Why some chosen files were left out, or null when all of them fit. */
export function overflowNotice(chosen: number, room: number, max: number): string | null {
  if (chosen <= Math.max(0, room)) return null;
  return room <= 0
    ? `Você já tem ${max} fotos, o máximo por livro.`
    : `Só cabem mais ${room} ${room === 1 ? 'foto' : 'fotos'}: as demais foram ignoradas (máximo de ${max}).`;
}
