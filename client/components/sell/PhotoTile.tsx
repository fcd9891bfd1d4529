import { clsx } from 'clsx';
import { AlertCircle, ChevronLeft, ChevronRight, Loader2, X } from 'lucide-react';
import { sizedImageUrl } from '../image.ts';
import type { PhotoItem } from './photo-items.ts';

export type MoveDirection = 'left' | 'right';

interface TileProps {
  item: PhotoItem;
  index: number;
  count: number;
  /** The key of the tile being dragged, if any. */
  dragged: string | null;
  onDragChange: (key: string | null) => void;
  onMove: (key: string, to: number) => void;
  /** A move by button: the parent moves focus to the photo's button at its new place. */
  onMoveByButton: (key: string, to: number, dir: MoveDirection) => void;
  onRemove: (key: string) => void;
}

/** One photo: its preview or upload progress, its error, and buttons to move or remove it. */
export function PhotoTile({
  item,
  index,
  count,
  dragged,
  onDragChange,
  onMove,
  onMoveByButton,
  onRemove,
}: TileProps) {
  const label = item.name || `Foto ${index + 1}`;
  return (
    <li
      data-photo={item.key}
      draggable={item.status === 'done'}
      onDragStart={(e) => {
        onDragChange(item.key);
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', item.key);
      }}
      onDragEnd={() => onDragChange(null)}
      onDragOver={(e) => {
        if (dragged && dragged !== item.key) e.preventDefault();
      }}
      onDrop={(e) => {
        if (!dragged) return;
        e.preventDefault();
        e.stopPropagation();
        onMove(dragged, index);
        onDragChange(null);
      }}
      className={clsx(
        'group relative flex flex-col overflow-hidden rounded-lg border bg-white',
        item.status === 'error' ? 'border-red-600' : 'border-stone-200',
        dragged === item.key && 'opacity-50',
      )}
    >
      <PhotoThumb item={item} index={index} label={label} />
      {item.status === 'error' && (
        <p role="alert" className="px-2 pt-1.5 text-red-700 text-xs">
          <span className="block truncate font-medium">{item.name}</span>
          {item.error}
        </p>
      )}
      <div className="flex items-center justify-between gap-1 p-1">
        {item.status === 'done' ? (
          <MoveButtons itemKey={item.key} index={index} count={count} onMove={onMoveByButton} />
        ) : (
          <span />
        )}
        <button
          type="button"
          onClick={() => onRemove(item.key)}
          aria-label={item.status === 'error' ? `Descartar ${label}` : `Remover foto ${index + 1}`}
          className="rounded-md p-2 text-stone-700 hover:bg-red-50 hover:text-red-700"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

function PhotoThumb({ item, index, label }: { item: PhotoItem; index: number; label: string }) {
  const percent = Math.round(item.progress * 100);
  return (
    <div className="relative aspect-square bg-stone-100">
      {item.preview ? (
        <img
          src={item.preview.startsWith('/images/') ? sizedImageUrl(item.preview, 240) : item.preview}
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
            aria-valuenow={percent}
            className="h-1.5 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className="h-full rounded-full bg-brand-700 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="font-medium text-stone-700 text-xs">Enviando... {percent}%</span>
        </div>
      )}
    </div>
  );
}

function MoveButtons({
  itemKey,
  index,
  count,
  onMove,
}: {
  itemKey: string;
  index: number;
  count: number;
  onMove: TileProps['onMoveByButton'];
}) {
  return (
    <span className="flex gap-1">
      <button
        type="button"
        data-move="left"
        disabled={index === 0}
        onClick={() => onMove(itemKey, index - 1, 'left')}
        aria-label={`Mover foto ${index + 1} para a esquerda`}
        className="rounded-md p-2 text-stone-700 hover:bg-stone-100 disabled:opacity-30"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        data-move="right"
        disabled={index >= count - 1}
        onClick={() => onMove(itemKey, index + 1, 'right')}
        aria-label={`Mover foto ${index + 1} para a direita`}
        className="rounded-md p-2 text-stone-700 hover:bg-stone-100 disabled:opacity-30"
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}
