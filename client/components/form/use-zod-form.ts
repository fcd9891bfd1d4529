import { useRef, useState } from 'react';
import type { z } from 'zod';

// A small form state for every form: the same zod schemas the server uses validate as the
// user types (after a field is left or a submit is tried), server field errors land beside their
// field, and nothing typed is ever cleared by an error.

type Values = Record<string, unknown>;

/** The first message of each field (by its dotted path; '_' for the whole form). */
export function firstIssueByField(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return out;
}

function issuesByField(schema: z.ZodType, values: Values): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : firstIssueByField(result.error.issues);
}

/** Field errors the server sent (see errorFormatter in server/trpc.ts). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: { fieldErrors?: Record<string, string> | null } }).data;
    return data?.fieldErrors ?? {};
  }
  return {};
}

export function useZodForm<S extends z.ZodType<unknown, Values>>(schema: S, initial: z.input<S> & Values) {
  const [values, setValues] = useState<z.input<S> & Values>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const clientErrors = issuesByField(schema, values);

  const set = <K extends keyof z.input<S> & string>(name: K, value: z.input<S>[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _removed, ...rest } = e;
      return rest;
    });
  };

  const errorOf = (name: string): string | undefined =>
    serverErrors[name] ?? (touched[name] || submitted ? clientErrors[name] : undefined);

  /** Props for an input bound to `name`. */
  const bind = (name: keyof z.input<S> & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value as z.input<S>[typeof name]),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: errorOf(name),
  });

  /** Parses everything; on failure shows every error and focuses the first invalid field. */
  const validate = (): z.output<S> | null => {
    setSubmitted(true);
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    const first = result.error.issues[0]?.path.join('.');
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return null;
  };

  /** Shows the server's field errors beside their fields (and focuses the first). */
  const showServerErrors = (error: unknown) => {
    const fields = serverFieldErrors(error);
    setServerErrors(fields);
    const first = Object.keys(fields)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return Object.keys(fields).length > 0;
  };

  return { values, set, bind, errorOf, validate, showServerErrors, formRef, setValues };
}
