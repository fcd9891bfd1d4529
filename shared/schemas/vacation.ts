import { z } from 'zod';
import { returnDateProblem, VACATION_MESSAGE_MAX, vacationToday } from '../vacation.ts';

// Modo férias (docs/product/vacation.md): what a seller sends to close the store.

export const vacationStartInput = z.object({
  /** The day the store reopens by itself (YYYY-MM-DD, Brasília); none: only 'Reabrir a livraria' does. */
  until: z
    .string()
    .trim()
    .max(10, 'Data de volta inválida.')
    .nullish()
    .transform((v) => v || null)
    .superRefine((day, ctx) => {
      const problem = day ? returnDateProblem(day, vacationToday()) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  message: z
    .string()
    .trim()
    .max(VACATION_MESSAGE_MAX, `A mensagem deve ter no máximo ${VACATION_MESSAGE_MAX} caracteres.`)
    .nullish()
    .transform((v) => v || null),
});
export type VacationStartInput = z.input<typeof vacationStartInput>;
