import { clsx } from 'clsx';
import { AlertCircle, ImagePlus, Loader2, X } from 'lucide-react';
import { EVIDENCE_MAX_PHOTOS } from '../../../shared/evidence.ts';
import type { EvidencePurpose } from '../../../shared/problems.ts';
import { PHOTO_TYPES } from '../../../shared/schemas/profile.ts';
import { PickerMessages, pickerError, usePickerIds } from '../sell/PickerMessages.tsx';
import { PHOTO_HINT } from '../sell/upload.ts';
import { type EvidencePhoto, type EvidenceUploader, evidenceUploader } from './upload-evidence.ts';
import { type EvidenceItem, useEvidenceItems } from './use-evidence-items.ts';

interface EvidencePickerProps {
  orderId: string;
  purpose: EvidencePurpose;
  /** The stored photos, in the order chosen, each time one is added or removed. */
  onChange: (photos: EvidencePhoto[]) => void;
  /** True while a photo is still being sent: the form should wait to submit. */
  onBusyChange?: (busy: boolean) => void;
  /** The group's name for screen readers, e.g. 'Fotos do problema'. */
  label?: string;
  error?: string;
  /** Tests pass their own; by default POST /uploads/evidencias. */
  upload?: EvidenceUploader;
}

/**
 * Up to five private evidence photos about an order (docs/product/problems.md#evidence-privacy),
 * each sent at once with its progress, shown as a preview, removable. The form sends the URLs
 * it reports back to the server, which claims them (server/evidence/store.ts claimEvidence):
 * problems and answers use purpose 'problem', marking an order sent uses 'packing'.
 */
export function EvidencePicker({
  orderId,
  purpose,
  onChange,
  onBusyChange,
  label = 'Fotos',
  error,
  upload,
}: EvidencePickerProps) {
  const ids = usePickerIds();
  const { inputId, hintId, errorId } = ids;
  const photos = useEvidenceItems({
    upload: upload ?? evidenceUploader(orderId, purpose),
    onChange,
    onBusyChange,
    inputId,
  });
  const { shownError, describedBy } = pickerError(ids, photos.notice, error);
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-stone-300 border-dashed p-3">
      <legend className="px-1 font-medium text-sm text-stone-800">{label} (opcional)</legend>
      <p id={hintId} className="text-stone-600 text-xs">
        {PHOTO_HINT} Até {EVIDENCE_MAX_PHOTOS} fotos, vistas só pelas duas partes do pedido e pela moderação.{' '}
        <span aria-live="polite">
          {photos.used}/{EVIDENCE_MAX_PHOTOS} fotos.
        </span>
      </p>
      <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {photos.items.map((item, index) => (
          <EvidenceTile key={item.key} item={item} index={index} onRemove={photos.remove} />
        ))}
        <li className="aspect-square">
          <input
            id={inputId}
            type="file"
            multiple
            accept={PHOTO_TYPES.join(',')}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              photos.addFiles(files);
            }}
            aria-describedby={describedBy}
            aria-invalid={shownError ? true : undefined}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-stone-300 border-dashed bg-stone-50 p-2 text-center font-medium text-stone-700 text-xs hover:border-brand-600 hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
          >
            <ImagePlus aria-hidden="true" className="size-6 text-brand-700" />
            Adicionar fotos
          </label>
        </li>
      </ul>
      <PickerMessages errorId={errorId} shownError={shownError} announcement={photos.announcement} />
    </fieldset>
  );
}

function EvidenceTile({
  item,
  index,
  onRemove,
}: {
  item: EvidenceItem;
  index: number;
  onRemove: (key: string) => void;
}) {
  const percent = Math.round(item.progress * 100);
  const name = item.name || `foto ${index + 1}`;
  return (
    <li
      className={clsx(
        'relative flex flex-col overflow-hidden rounded-lg border bg-white',
        item.status === 'error' ? 'border-red-600' : 'border-stone-200',
      )}
    >
      <div className="relative aspect-square bg-stone-100">
        {item.preview ? (
          <img src={item.preview} alt={`Foto ${index + 1}`} className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-stone-400">
            <AlertCircle aria-hidden="true" className="size-6" />
          </div>
        )}
        {item.status === 'uploading' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-white/70 px-2">
            <Loader2 aria-hidden="true" className="size-4 text-brand-700 motion-safe:animate-spin" />
            <div
              role="progressbar"
              aria-label={`Enviando ${name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 w-full overflow-hidden rounded-full bg-stone-200"
            >
              <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
            </div>
          </div>
        )}
      </div>
      {item.status === 'error' && (
        <p role="alert" className="px-1.5 pt-1 text-red-700 text-xs">
          {item.error}
        </p>
      )}
      <button
        type="button"
        onClick={() => onRemove(item.key)}
        aria-label={item.status === 'error' ? `Descartar ${name}` : `Remover foto ${index + 1}`}
        className="absolute top-0 right-0 flex size-11 items-center justify-center rounded-full text-stone-700 hover:text-red-700"
      >
        <X aria-hidden="true" className="size-7 rounded-full bg-white/90 p-1.5 shadow" />
      </button>
    </li>
  );
}
