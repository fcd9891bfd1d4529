import { toast } from '../toast.ts';

type CheckedForm<T> = {
  validate: () => T | null;
  showServerErrors: (error: unknown) => boolean;
};

/**
 * A form's submit after the browser's own is prevented: checks the values, saves them, and says
 * how it went. A refusal shows its field errors beside their fields, and a toast says `failed`
 * when given, else the server's message when no field took it. Resolves true once saved.
 */
export async function saveForm<T>(
  form: CheckedForm<T>,
  save: (data: T) => Promise<unknown>,
  messages: { saved: string; failed?: string },
): Promise<boolean> {
  const data = form.validate();
  if (!data) return false;
  try {
    await save(data);
  } catch (error) {
    const shown = form.showServerErrors(error);
    if (messages.failed !== undefined) toast.error('Erro', { description: messages.failed });
    else if (!shown) toast.error('Erro', { description: (error as Error).message });
    return false;
  }
  toast.success('Sucesso!', { description: messages.saved });
  return true;
}
