import { TRPCError } from '@trpc/server';

type Code = ConstructorParameters<typeof TRPCError>[0]['code'];

/** Carries the toast title of a refusal the spec words as title + description. */
export class ToastTitle extends Error {
  constructor(readonly title: string) {
    super(title);
  }
}

/**
 * A refusal the person sees as a toast: `title` ('Livro indisponível') and `description` ('Este
 * livro não está mais disponível'). The description is the error's message, so any client
 * shows something sensible; Releia's client also reads `data.title`.
 */
export function userError(code: Code, title: string, description: string): TRPCError {
  return new TRPCError({ code, message: description, cause: new ToastTitle(title) });
}
