import type { IsbnFacts } from '../../../shared/schemas/isbn.ts';
import { type BookFormValues, LANGUAGES, OTHER_LANGUAGE } from './book-form-values.ts';

// What an ISBN's facts put in the add-book form (docs/product/listing.md#prefill-from-the-isbn):
// only into fields the seller left empty; the others, when they differ, wait for the seller's word.

export type PrefillField = 'title' | 'authors' | 'publisher' | 'year' | 'pages' | 'language' | 'description';

/** How the announcement names each field ('Preenchemos: título, autores…'). */
export const PREFILL_LABELS: Record<PrefillField | 'cover', string> = {
  title: 'título',
  authors: 'autores',
  publisher: 'editora',
  year: 'ano',
  pages: 'páginas',
  language: 'idioma',
  description: 'descrição',
  cover: 'capa',
};

const TITLE_MAX = 200;

/** The form's values the facts give, field by field; a field the facts do not know is left out. */
export function valuesOfFacts(f: IsbnFacts): Partial<BookFormValues> {
  const out: Partial<BookFormValues> = {};
  // The form has no subtitle field: 'Título: Subtítulo' when it fits, else the title alone.
  const withSubtitle = f.subtitle ? `${f.title}: ${f.subtitle}` : f.title;
  out.title = withSubtitle.length <= TITLE_MAX ? withSubtitle : f.title;
  if (f.authors.length > 0) out.authors = f.authors;
  if (f.publisher) out.publisher = f.publisher;
  if (f.year) out.year = String(f.year);
  if (f.pages) out.pages = String(f.pages);
  if (f.language) {
    const known = LANGUAGES.some((l) => l.code === f.language);
    out.language = known ? f.language : OTHER_LANGUAGE;
    out.languageOther = known ? '' : f.language;
  }
  if (f.synopsis) out.description = f.synopsis;
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the seller has put anything in `field` (the language a new form opens with is not theirs). */
function sellersOwn(field: PrefillField, v: BookFormValues, initial: BookFormValues): boolean {
  if (field === 'authors') return v.authors.some((a) => a.trim() !== '');
  if (field === 'language')
    return (
      initial.title !== '' || v.language !== initial.language || v.languageOther !== initial.languageOther
    );
  return v[field].trim() !== '';
}

export interface PrefillPlan {
  /** Empty fields the facts fill at once. */
  fill: PrefillField[];
  /** Fields the seller filled differently: replaced only if they say so. */
  differ: PrefillField[];
}

export function planPrefill(
  found: Partial<BookFormValues>,
  v: BookFormValues,
  initial: BookFormValues,
): PrefillPlan {
  const plan: PrefillPlan = { fill: [], differ: [] };
  for (const field of Object.keys(PREFILL_LABELS) as (PrefillField | 'cover')[]) {
    if (field === 'cover' || found[field] === undefined) continue;
    const differs =
      field === 'language'
        ? !same([found.language, found.languageOther], [v.language, v.languageOther])
        : !same(found[field], v[field]);
    if (!differs) continue;
    if (sellersOwn(field, v, initial)) plan.differ.push(field);
    else plan.fill.push(field);
  }
  return plan;
}

/** `values` with `fields` taken from `found`. */
export function applyFields(values: BookFormValues, found: Partial<BookFormValues>, fields: PrefillField[]) {
  const next = { ...values };
  for (const field of fields) {
    if (field === 'language') {
      next.language = found.language ?? next.language;
      next.languageOther = found.languageOther ?? '';
    } else if (field === 'authors') next.authors = found.authors ?? next.authors;
    else next[field] = found[field] ?? next[field];
  }
  return next;
}

/** 'título, autores e capa' */
export function listLabels(labels: string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} e ${labels[labels.length - 1]}`;
}
