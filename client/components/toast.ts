import { toast } from 'sonner';

// Spec section 8: every toast is titled 'Erro' (destructive style) or 'Sucesso!'. Features call
// these instead of sonner directly so the titles stay exact everywhere.

export function toastError(description: string): void {
  toast.error('Erro', { description });
}

export function toastSuccess(description: string): void {
  toast.success('Sucesso!', { description });
}
