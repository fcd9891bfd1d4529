import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { BookCreateInput } from '../../../shared/schemas/books.ts';
import { serverFieldErrors } from '../form/use-zod-form.ts';
import { type BookFormValues, type FieldName, fieldOf, validateBookForm } from './book-form-values.ts';

type FieldErrors = Partial<Record<FieldName, string>>;
/** The fields whose whole value is one string, bound by `text()`. */
export type TextFieldName = Exclude<FieldName, `authors.${number}` | 'authors' | 'photos'>;

export interface BookFormOptions {
  initial: BookFormValues;
  onSubmit: (input: BookCreateInput) => Promise<void>;
  onFailure: (message: string) => void;
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Tente novamente.';
}

/** The server's field errors beside their fields, and what the form as a whole should say. */
function serverErrorsOf(error: unknown): { fields: FieldErrors; summary: string | null } {
  const fields: FieldErrors = {};
  let formWide: string | null = null;
  for (const [path, message] of Object.entries(serverFieldErrors(error))) {
    const field = fieldOf(path);
    if (field === '_') formWide ??= message;
    else fields[field] ??= message;
  }
  const summary = formWide ?? (Object.keys(fields).length === 0 ? errorMessage(error) : null);
  return { fields, summary };
}

/** Focuses the field after the next paint, once React has rendered it (or its error). */
export function focusLater(formRef: RefObject<HTMLFormElement | null>, selector: string) {
  requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(selector)?.focus());
}

function useDirtyReport(
  values: BookFormValues,
  initial: BookFormValues,
  onDirtyChange?: (dirty: boolean) => void,
) {
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const onDirtyRef = useRef(onDirtyChange);
  onDirtyRef.current = onDirtyChange;
  useEffect(() => onDirtyRef.current?.(dirty), [dirty]);
}

/** The fields' values, what the seller has visited, and the server's last answer. */
function useBookFormFields(initial: BookFormValues) {
  const [values, setValues] = useState<BookFormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [serverSummary, setServerSummary] = useState<string | null>(null);

  const forget = (field: FieldName) => {
    setServerSummary(null);
    setServerErrors((e) => {
      if (!(field in e)) return e;
      const { [field]: _gone, ...rest } = e;
      return rest;
    });
  };
  const set = <K extends keyof BookFormValues>(key: K, value: BookFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key !== 'languageOther') forget(key as FieldName);
  };
  const touch = (field: FieldName) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const showServerErrors = (error: unknown) => {
    const { fields, summary } = serverErrorsOf(error);
    setServerErrors(fields);
    setServerSummary(summary);
  };
  return { values, setValues, touched, serverErrors, serverSummary, forget, set, touch, showServerErrors };
}

/**
 * Each field is checked by the shared schema as the seller types, once they have left it (or
 * tried to save); the server's answers land beside their fields; nothing typed is ever cleared.
 */
export function useBookForm({ initial, onSubmit, onFailure, onDirtyChange }: BookFormOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useBookFormFields(initial);
  const { values, touched, serverErrors, set, touch } = fields;
  const [submitted, setSubmitted] = useState(false);
  const [photosBusy, setPhotosBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const check = validateBookForm(values);
  useDirtyReport(values, initial, onDirtyChange);

  const errorOf = (field: FieldName): string | undefined =>
    serverErrors[field] ?? (touched.has(field) || submitted ? check.fields[field] : undefined);
  const summary = fields.serverSummary ?? (submitted ? check.summary : null);
  const text = (field: TextFieldName) => ({
    name: field,
    value: String(values[field]),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value as never),
    onBlur: () => touch(field),
    error: errorOf(field),
  });
  const focusFirstError = () => focusLater(formRef, '[aria-invalid="true"]');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (photosBusy) return onFailure('Aguarde o envio das fotos terminar.');
    if (!check.input) {
      focusFirstError();
      return onFailure(check.summary ?? Object.values(check.fields)[0] ?? 'Verifique os campos destacados.');
    }
    setSaving(true);
    try {
      await onSubmit(check.input);
    } catch (error) {
      fields.showServerErrors(error);
      focusFirstError();
      onFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return { ...fields, formRef, errorOf, summary, text, submit, saving, photosBusy, setPhotosBusy };
}

export type BookFormState = ReturnType<typeof useBookForm>;
