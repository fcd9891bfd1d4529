import { z } from 'zod';

/** A CEP's address for the address forms (shared/schemas/cep.ts CepAnswer). */
export const cepAnswerOutput = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('found'),
    address: z.object({ street: z.string(), neighborhood: z.string(), city: z.string(), state: z.string() }),
  }),
  z.object({ status: z.literal('not_found') }),
  z.object({ status: z.literal('off') }),
]);
