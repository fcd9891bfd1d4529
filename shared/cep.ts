import { onlyDigits } from './cpf.ts';

// CEP (Código de Endereçamento Postal), docs/product/book-page.md#shipping-calculator: digits only, shown as 00000-000,
// at most 9 characters, exactly 8 digits required.

export const CEP_MESSAGE = 'CEP deve ter 8 dígitos';

/** Progressive mask for typing: '0131000' → '01310-00'. */
export function formatCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

export function isValidCep(value: string): boolean {
  return onlyDigits(value).length === 8 && /^[\d-]*$/.test(value.trim());
}

/** The 27 federative units, for the address form's state select. */
export const UFS = [
  ['AC', 'Acre'],
  ['AL', 'Alagoas'],
  ['AP', 'Amapá'],
  ['AM', 'Amazonas'],
  ['BA', 'Bahia'],
  ['CE', 'Ceará'],
  ['DF', 'Distrito Federal'],
  ['ES', 'Espírito Santo'],
  ['GO', 'Goiás'],
  ['MA', 'Maranhão'],
  ['MT', 'Mato Grosso'],
  ['MS', 'Mato Grosso do Sul'],
  ['MG', 'Minas Gerais'],
  ['PA', 'Pará'],
  ['PB', 'Paraíba'],
  ['PR', 'Paraná'],
  ['PE', 'Pernambuco'],
  ['PI', 'Piauí'],
  ['RJ', 'Rio de Janeiro'],
  ['RN', 'Rio Grande do Norte'],
  ['RS', 'Rio Grande do Sul'],
  ['RO', 'Rondônia'],
  ['RR', 'Roraima'],
  ['SC', 'Santa Catarina'],
  ['SP', 'São Paulo'],
  ['SE', 'Sergipe'],
  ['TO', 'Tocantins'],
] as const;

export type Uf = (typeof UFS)[number][0];
export const UF_CODES = UFS.map(([code]) => code) as [Uf, ...Uf[]];
