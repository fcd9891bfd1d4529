import { brazilStamp } from '../../../shared/evidence.ts';
import type { EvidencePhoto } from './upload-evidence.ts';

/**
 * Evidence photos already sent, each with the time the server received it. They are private
 * (/evidencias/, the order's parties and admins only): each opens in a new tab at full size.
 */
/** One photo, square; full size in a new tab, so the page it is on stays where it was. */
export function EvidenceThumb({ url, alt }: { url: string; alt: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className="block overflow-hidden rounded-lg border border-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <img src={url} alt={alt} loading="lazy" className="aspect-square w-full object-cover" />
    </a>
  );
}

export function EvidenceGallery({ photos, label }: { photos: readonly EvidencePhoto[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.url} className="w-24">
          <EvidenceThumb
            url={photo.url}
            alt={`Foto ${index + 1}, recebida em ${brazilStamp(photo.receivedAt)}`}
          />
          <span className="mt-0.5 block text-stone-500 text-xs">{brazilStamp(photo.receivedAt)}</span>
        </li>
      ))}
    </ul>
  );
}
