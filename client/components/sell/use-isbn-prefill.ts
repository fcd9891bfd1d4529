import { useEffect, useRef, useState } from 'react';
import { isbn13FromTyped } from '../../../shared/isbn.ts';
import { ISBN_NOT_FOUND, type IsbnAnswer } from '../../../shared/schemas/isbn.ts';
import type { BookFormValues } from './book-form-values.ts';
import { applyFields, planPrefill } from './isbn-facts.ts';
import { conflictOfFound, outcomeOfFound } from './isbn-prefill-found.ts';
import type { BookFormState } from './use-book-form.ts';

/** Asks the server what an ISBN-13 is (isbn.lookup); tests pass their own. */
export type IsbnLookup = (isbn13: string) => Promise<IsbnAnswer>;

export interface PrefillConflict {
  labels: string[];
  apply: () => void;
  dismiss: () => void;
}

/** A cover for the photo picker to put first; `n` tells one found again from the last. */
export interface FoundCover {
  url: string;
  n: number;
}

export interface IsbnPrefill {
  loading: boolean;
  /** What the seller is told: what was filled, or that nothing was found. */
  message: string | null;
  conflict: PrefillConflict | null;
  cover: FoundCover | null;
  /** 'Buscar dados do ISBN': asks again, even for the ISBN already asked. */
  search: () => void;
}

/**
 * Fills the add-book form from a valid ISBN as it is typed (or on demand), as
 * docs/product/listing.md#prefill-from-the-isbn says: empty fields at once, the seller's own only if
 * they say so, nothing at all when nothing is found. A form opened with an ISBN (an edit) is not
 * looked up until the ISBN changes.
 */
export function useIsbnPrefill(
  form: BookFormState,
  initial: BookFormValues,
  lookup?: IsbnLookup,
): IsbnPrefill {
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<PrefillConflict | null>(null);
  const [cover, setCover] = useState<FoundCover | null>(null);
  const isbn13 = isbn13FromTyped(form.values.isbn);
  const asked = useRef(isbn13FromTyped(initial.isbn));
  const request = useRef(0);
  const valuesRef = useRef(form.values);
  valuesRef.current = form.values;
  const lookupRef = useRef(lookup);
  lookupRef.current = lookup;
  const { setValues } = form;

  const run = (isbn: string) => {
    const ask = lookupRef.current;
    if (!ask) return;
    asked.current = isbn;
    const id = ++request.current;
    setLoading(true);
    setMessage(null);
    setConflict(null);
    const settle = (text: string | null) => {
      if (request.current !== id) return false;
      setLoading(false);
      setMessage(text);
      return true;
    };
    ask(isbn).then(
      (answer) => {
        if (answer.status !== 'found') return void settle(answer.status === 'off' ? null : ISBN_NOT_FOUND);
        if (request.current !== id) return;
        const outcome = outcomeOfFound(answer.facts, valuesRef.current, initial);
        const photo = answer.facts.coverPhoto;
        // Applied to the values as they are then: a field typed meanwhile is the seller's.
        setValues((v) => applyFields(v, outcome.found, planPrefill(outcome.found, v, initial).fill));
        if (photo && outcome.coverNow) setCover({ url: photo, n: id });
        settle(outcome.message);
        if (outcome.differ.length > 0)
          setConflict(conflictOfFound(outcome, photo, id, { setValues, setCover, setConflict, setMessage }));
      },
      () => settle(ISBN_NOT_FOUND),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: run reads the latest values through refs
  useEffect(() => {
    if (!isbn13) {
      // Another ISBN typed: whatever was said of the last one no longer holds.
      asked.current = null;
      request.current += 1;
      setLoading(false);
      setMessage(null);
      setConflict(null);
      return;
    }
    if (isbn13 !== asked.current) run(isbn13);
  }, [isbn13]);

  const search = () => {
    if (isbn13) run(isbn13);
    else form.touch('isbn');
  };
  return { loading, message, conflict, cover, search };
}
