import type { Dispatch, SetStateAction } from 'react';
import type { IsbnFacts } from '../../../shared/schemas/isbn.ts';
import type { BookFormValues } from './book-form-values.ts';
import {
  applyFields,
  listLabels,
  PREFILL_LABELS,
  type PrefillField,
  planPrefill,
  valuesOfFacts,
} from './isbn-facts.ts';

/** What a found ISBN does to the form (docs/product/listing.md#prefill-from-the-isbn). */
export interface FoundOutcome {
  found: Partial<BookFormValues>;
  /** The cover goes first in the photo picker now: the seller has no photo yet. */
  coverNow: boolean;
  /** What the seller is told of what was filled. */
  message: string;
  /** What the seller filled differently: replaced only if they say so. */
  differ: (PrefillField | 'cover')[];
}

/** Judged on the form's values when the answer arrives, not when it was asked. */
export function outcomeOfFound(
  facts: IsbnFacts,
  values: BookFormValues,
  initial: BookFormValues,
): FoundOutcome {
  const found = valuesOfFacts(facts);
  const plan = planPrefill(found, values, initial);
  const photo = facts.coverPhoto;
  const hasPhotos = values.photos.length > 0;
  const coverNow = photo ? !hasPhotos && !values.photos.includes(photo) : false;
  const filled = [...plan.fill, ...(coverNow ? (['cover'] as const) : [])].map((f) => PREFILL_LABELS[f]);
  const differ: (PrefillField | 'cover')[] = [...plan.differ];
  if (photo && hasPhotos && !values.photos.includes(photo)) differ.push('cover');
  return {
    found,
    coverNow,
    message:
      filled.length > 0
        ? `Preenchemos: ${listLabels(filled)}. Confira e ajuste o que precisar.`
        : 'Os dados deste ISBN já estão no formulário.',
    differ,
  };
}

export interface FoundActions {
  setValues: Dispatch<SetStateAction<BookFormValues>>;
  setCover: (cover: { url: string; n: number }) => void;
  setConflict: (conflict: null) => void;
  setMessage: (message: string) => void;
}

/**
 * The question put when the ISBN's data differ from the seller's: 'apply' takes the ISBN's;
 * the cover found again is told from the first by a negative `n`.
 */
export function conflictOfFound(
  outcome: FoundOutcome,
  photo: string | null,
  id: number,
  act: FoundActions,
): { labels: string[]; apply: () => void; dismiss: () => void } {
  const { found, differ } = outcome;
  return {
    labels: differ.map((f) => PREFILL_LABELS[f]),
    apply: () => {
      act.setValues((v) =>
        applyFields(
          v,
          found,
          differ.filter((f): f is PrefillField => f !== 'cover'),
        ),
      );
      if (photo && differ.includes('cover')) act.setCover({ url: photo, n: -id });
      act.setConflict(null);
      act.setMessage(`Usamos os dados do ISBN em: ${listLabels(differ.map((f) => PREFILL_LABELS[f]))}.`);
    },
    dismiss: () => act.setConflict(null),
  };
}
