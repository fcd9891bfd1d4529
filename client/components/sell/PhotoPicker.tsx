import { clsx } from 'clsx';
import { AlertCircle, ChevronLeft, ChevronRight, ImagePlus, Loader2, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_BOOK_PHOTOS } from '../../../shared/schemas/books.ts';
import { PHOTO_TYPES } from '../../../shared/schemas/profile.ts';
import { sizedImageUrl } from '../image.ts';
import { PHOTO_HINT, type PhotoUploader, precheckPhoto, uploadBookPhoto } from './upload.ts';

interface PhotoItem {
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

function revoke(preview: string | null) {
  if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
}

/**
 * The book's photos: several at once, each uploaded with its own progress and error, shown as
 * it will be listed (the first is the cover), reordered with buttons (keyboard) or by dragging,
 * removed one by one. Only uploaded photos reach the form, in their order, through `onChange`.
 */
export function PhotoPicker({
  initial,
  onChange,
  onBusyChange,
  upload = uploadBookPhoto,
  error,
  max = MAX_BOOK_PHOTOS,
}: {
  initial: readonly string[];
  onChange: (urls: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  upload?: PhotoUploader;
  error?: string;
  max?: number;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((url) => ({ key: newKey(), url, preview: url, name: '', status: 'done', progress: 1 })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropActive, setDropActive] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ key: string; dir: 'left' | 'right' } | null>(null);

  const urls = items.flatMap((i) => (i.status === 'done' && i.url ? [i.url] : []));
  const urlsKey = urls.join('\n');
  const busy = items.some((i) => i.status === 'uploading');
  const used = items.filter((i) => i.status !== 'error').length;
  const room = max - used;

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

  useEffect(() => {
    if (!focusTarget) return;
    const tile = listRef.current?.querySelector(`[data-photo="${focusTarget.key}"]`);
    const wanted = tile?.querySelector<HTMLButtonElement>(`[data-move="${focusTarget.dir}"]`);
    const other = tile?.querySelector<HTMLButtonElement>(
      `[data-move="${focusTarget.dir === 'left' ? 'right' : 'left'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const update = (key: string, change: Partial<PhotoItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const addFiles = (files: File[]) => {
    setNotice(null);
    if (files.length === 0) return;
    const accepted = files.slice(0, Math.max(0, room));
    if (files.length > accepted.length)
      setNotice(
        room <= 0
          ? `Você já tem ${max} fotos, o máximo por livro.`
          : `Só cabem mais ${room} ${room === 1 ? 'foto' : 'fotos'}: as demais foram ignoradas (máximo de ${max}).`,
      );
    const added: PhotoItem[] = accepted.map((file) => {
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
    });
    setItems((list) => [...list, ...added]);
    added.forEach((item, i) => {
      const file = accepted[i];
      if (item.status !== 'uploading' || !file) return;
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
    });
  };

  const remove = (key: string) => {
    setNotice(null);
    setItems((list) => {
      const item = list.find((i) => i.key === key);
      revoke(item?.preview ?? null);
      return list.filter((i) => i.key !== key);
    });
    setAnnouncement('Foto removida.');
    // Focus would be lost with the tile: the file button is always there.
    requestAnimationFrame(() => document.getElementById(inputId)?.focus());
  };

  const move = (key: string, to: number) => {
    setItems((list) => {
      const from = list.findIndex((i) => i.key === key);
      const item = list[from];
      if (from < 0 || !item || to < 0 || to >= list.length || to === from) return list;
      const next = list.filter((i) => i.key !== key);
      next.splice(to, 0, item);
      return next;
    });
    setAnnouncement(
      to === 0
        ? 'Foto movida para a primeira posição: agora é a capa.'
        : `Foto movida para a posição ${to + 1}.`,
    );
  };

  const onDropFiles = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    setDropActive(false);
    addFiles(Array.from(e.dataTransfer.files));
  };

  const shownError = notice ?? error;
  const describedBy = [hintId, shownError ? errorId : null].filter(Boolean).join(' ');

  return (
    <fieldset
      className={clsx(
        'flex flex-col gap-3 rounded-xl border border-dashed p-4 transition-colors',
        dropActive ? 'border-brand-600 bg-brand-50' : error ? 'border-red-600' : 'border-stone-300',
      )}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDropActive(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropActive(false);
      }}
      onDrop={onDropFiles}
    >
      {/* The section heading shows 'Fotos'; the legend names the group for screen readers. */}
      <legend className="sr-only">Fotos (opcional)</legend>
      <p id={hintId} className="text-stone-600 text-xs">
        {PHOTO_HINT} Até {max} fotos; a primeira é a capa. Sem fotos, o livro aparece com uma capa padrão.{' '}
        <span aria-live="polite">
          {used}/{max} {max === 1 ? 'foto' : 'fotos'}.
        </span>
      </p>
      <ul
        ref={listRef}
        aria-label="Fotos do livro"
        className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {items.map((item, index) => {
          const label = item.name || `Foto ${index + 1}`;
          return (
            <li
              key={item.key}
              data-photo={item.key}
              draggable={item.status === 'done'}
              onDragStart={(e) => {
                setDragged(item.key);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', item.key);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(e) => {
                if (dragged && dragged !== item.key) e.preventDefault();
              }}
              onDrop={(e) => {
                if (!dragged) return;
                e.preventDefault();
                e.stopPropagation();
                move(dragged, index);
                setDragged(null);
              }}
              className={clsx(
                'group relative flex flex-col overflow-hidden rounded-lg border bg-white',
                item.status === 'error' ? 'border-red-600' : 'border-stone-200',
                dragged === item.key && 'opacity-50',
              )}
            >
              <div className="relative aspect-square bg-stone-100">
                {item.preview ? (
                  <img
                    src={
                      item.preview.startsWith('/images/') ? sizedImageUrl(item.preview, 240) : item.preview
                    }
                    alt={`Foto ${index + 1}${index === 0 ? ' (capa)' : ''}`}
                    className="size-full object-cover"
                    draggable={false}
                  />
                ) : (
                  <div className="flex size-full items-center justify-center text-stone-400">
                    <AlertCircle aria-hidden="true" className="size-8" />
                  </div>
                )}
                {index === 0 && item.status === 'done' && (
                  <span className="absolute top-1.5 left-1.5 rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white text-xs">
                    Capa
                  </span>
                )}
                {item.status === 'uploading' && (
                  <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/70 px-3">
                    <Loader2 aria-hidden="true" className="size-5 text-brand-700 motion-safe:animate-spin" />
                    <div
                      role="progressbar"
                      aria-label={`Enviando ${label}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(item.progress * 100)}
                      className="h-1.5 w-full overflow-hidden rounded-full bg-stone-200"
                    >
                      <div
                        className="h-full rounded-full bg-brand-700 transition-[width]"
                        style={{ width: `${Math.round(item.progress * 100)}%` }}
                      />
                    </div>
                    <span className="font-medium text-stone-700 text-xs">
                      Enviando... {Math.round(item.progress * 100)}%
                    </span>
                  </div>
                )}
              </div>
              {item.status === 'error' && (
                <p role="alert" className="px-2 pt-1.5 text-red-700 text-xs">
                  <span className="block truncate font-medium">{item.name}</span>
                  {item.error}
                </p>
              )}
              <div className="flex items-center justify-between gap-1 p-1">
                {item.status === 'done' ? (
                  <span className="flex gap-1">
                    <button
                      type="button"
                      data-move="left"
                      disabled={index === 0}
                      onClick={() => {
                        move(item.key, index - 1);
                        setFocusTarget({ key: item.key, dir: 'left' });
                      }}
                      aria-label={`Mover foto ${index + 1} para a esquerda`}
                      className="rounded-md p-2 text-stone-700 hover:bg-stone-100 disabled:opacity-30"
                    >
                      <ChevronLeft aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      data-move="right"
                      disabled={index >= items.length - 1}
                      onClick={() => {
                        move(item.key, index + 1);
                        setFocusTarget({ key: item.key, dir: 'right' });
                      }}
                      aria-label={`Mover foto ${index + 1} para a direita`}
                      className="rounded-md p-2 text-stone-700 hover:bg-stone-100 disabled:opacity-30"
                    >
                      <ChevronRight aria-hidden="true" className="size-4" />
                    </button>
                  </span>
                ) : (
                  <span />
                )}
                <button
                  type="button"
                  onClick={() => remove(item.key)}
                  aria-label={item.status === 'error' ? `Descartar ${label}` : `Remover foto ${index + 1}`}
                  className="rounded-md p-2 text-stone-700 hover:bg-red-50 hover:text-red-700"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
        {room > 0 && (
          <li className="aspect-square">
            <input
              id={inputId}
              name="photos"
              type="file"
              multiple
              accept={PHOTO_TYPES.join(',')}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = '';
                addFiles(files);
              }}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-stone-300 border-dashed bg-stone-50 p-3 text-center font-medium text-sm text-stone-700 hover:border-brand-600 hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
            >
              <ImagePlus aria-hidden="true" className="size-7 text-brand-700" />
              {items.length === 0 ? 'Adicionar fotos' : 'Adicionar mais'}
              <span className="hidden font-normal text-stone-500 text-xs md:inline">ou arraste para cá</span>
            </label>
          </li>
        )}
      </ul>
      {shownError && (
        <p id={errorId} role="alert" className="text-red-700 text-sm">
          {shownError}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
