import { clsx } from 'clsx';
import { ImagePlus } from 'lucide-react';
import { type DragEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { MAX_BOOK_PHOTOS } from '../../../shared/schemas/books.ts';
import { PHOTO_TYPES } from '../../../shared/schemas/profile.ts';
import { type MoveDirection, PhotoTile } from './PhotoTile.tsx';
import { PickerMessages, pickerError, usePickerIds } from './PickerMessages.tsx';
import { PHOTO_HINT, type PhotoUploader, uploadBookPhoto } from './upload.ts';
import { usePhotoItems } from './use-photo-items.ts';

const hasFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files');

/** Files dropped anywhere on the picker are added; a dragged tile is not a file. */
function useFileDrop(onFiles: (files: File[]) => void) {
  const [active, setActive] = useState(false);
  const handlers = {
    onDragOver: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setActive(true);
    },
    onDragLeave: (e: DragEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setActive(false);
    },
    onDrop: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setActive(false);
      onFiles(Array.from(e.dataTransfer.files));
    },
  };
  return { active, handlers };
}

/** After a move by button, focus follows the photo (the other button when that one is disabled). */
function useMoveFocus(listRef: RefObject<HTMLUListElement | null>) {
  const [target, setTarget] = useState<{ key: string; dir: MoveDirection } | null>(null);
  useEffect(() => {
    if (!target) return;
    const tile = listRef.current?.querySelector(`[data-photo="${target.key}"]`);
    const wanted = tile?.querySelector<HTMLButtonElement>(`[data-move="${target.dir}"]`);
    const other = tile?.querySelector<HTMLButtonElement>(
      `[data-move="${target.dir === 'left' ? 'right' : 'left'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setTarget(null);
  }, [target, listRef]);
  return setTarget;
}

interface PhotoPickerProps {
  initial: readonly string[];
  onChange: (urls: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  upload?: PhotoUploader;
  error?: string;
  max?: number;
  /** A stored photo to put first (the cover an ISBN brought); each new `n` puts it first again. */
  prepend?: { url: string; n: number } | null;
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
  prepend,
}: PhotoPickerProps) {
  const ids = usePickerIds();
  const { inputId, hintId, errorId } = ids;
  const listRef = useRef<HTMLUListElement>(null);
  const photos = usePhotoItems({ initial, onChange, onBusyChange, upload, max, inputId, prepend });
  const { items, used } = photos;
  const [dragged, setDragged] = useState<string | null>(null);
  const drop = useFileDrop(photos.addFiles);
  const setFocusTarget = useMoveFocus(listRef);
  const { shownError, describedBy } = pickerError(ids, photos.notice, error);

  return (
    <fieldset
      className={clsx(
        'flex flex-col gap-3 rounded-xl border border-dashed p-4 transition-colors',
        drop.active ? 'border-brand-600 bg-brand-50' : error ? 'border-red-600' : 'border-stone-300',
      )}
      {...drop.handlers}
    >
      {/* The section heading shows 'Fotos'; the legend names the group for screen readers. */}
      <legend className="sr-only">Fotos (opcional)</legend>
      <PhotoHint id={hintId} used={used} max={max} />
      <ul
        ref={listRef}
        aria-label="Fotos do livro"
        className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {items.map((item, index) => (
          <PhotoTile
            key={item.key}
            item={item}
            index={index}
            count={items.length}
            dragged={dragged}
            onDragChange={setDragged}
            onMove={photos.move}
            onMoveByButton={(key, to, dir) => {
              photos.move(key, to);
              setFocusTarget({ key, dir });
            }}
            onRemove={photos.remove}
          />
        ))}
        {photos.room > 0 && (
          <AddPhotosTile
            inputId={inputId}
            describedBy={describedBy}
            invalid={Boolean(error)}
            first={items.length === 0}
            onFiles={photos.addFiles}
          />
        )}
      </ul>
      <PickerMessages errorId={errorId} shownError={shownError} announcement={photos.announcement} />
    </fieldset>
  );
}

function PhotoHint({ id, used, max }: { id: string; used: number; max: number }) {
  return (
    <p id={id} className="text-stone-600 text-xs">
      {PHOTO_HINT} Até {max} fotos; a primeira é a capa. Sem fotos, o livro aparece com uma capa padrão.{' '}
      <span aria-live="polite">
        {used}/{max} {max === 1 ? 'foto' : 'fotos'}.
      </span>
    </p>
  );
}

/** The file button, styled as one more tile. */
function AddPhotosTile({
  inputId,
  describedBy,
  invalid,
  first,
  onFiles,
}: {
  inputId: string;
  describedBy: string;
  invalid: boolean;
  first: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
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
          onFiles(files);
        }}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-stone-300 border-dashed bg-stone-50 p-3 text-center font-medium text-sm text-stone-700 hover:border-brand-600 hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
      >
        <ImagePlus aria-hidden="true" className="size-7 text-brand-700" />
        {first ? 'Adicionar fotos' : 'Adicionar mais'}
        <span className="hidden font-normal text-stone-500 text-xs md:inline">ou arraste para cá</span>
      </label>
    </li>
  );
}
