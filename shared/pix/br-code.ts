// The static Pix BR Code of an order (docs/product/pix.md#pix-code): the EMV "merchant presented"
// payload of the Banco Central's Manual de Padrões para Iniciação do Pix, a string of
// ID + two-digit length + value fields closed by a CRC16. The buyer's bank reads the key, the
// exact amount and the txid from it, so every value is written in the few characters the format
// allows and cut to its lengths here, never by the reader.
import { stripAccents } from '../accents.ts';

export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;

/** Globally unique identifier of the Pix arrangement inside the merchant account field (26). */
const PIX_GUI = 'br.gov.bcb.pix';

/** The values of a static Pix payload, written exactly as given. */
export interface EmvFields {
  /** The Pix key as it goes into the code (see normalizePixKey). */
  key: string;
  /** Optional free text for the payer (field 26, sub-field 02). */
  description?: string;
  /** The amount with two decimals ('10.00'); omitted when undefined. */
  amount?: string;
  name: string;
  city: string;
  /** Sub-field 05 of field 62; '***' when the payment has no identifier. */
  txid: string;
}

function emvField(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMV field ${id} longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF) as 4 uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload for these fields, CRC included (computed over everything up to and with "6304"). */
export function emvPayload(fields: EmvFields): string {
  const account =
    emvField('00', PIX_GUI) +
    emvField('01', fields.key) +
    (fields.description === undefined ? '' : emvField('02', fields.description));
  const body = [
    emvField('00', '01'),
    emvField('26', account),
    emvField('52', '0000'),
    emvField('53', '986'),
    fields.amount === undefined ? '' : emvField('54', fields.amount),
    emvField('58', 'BR'),
    emvField('59', fields.name),
    emvField('60', fields.city),
    emvField('62', emvField('05', fields.txid)),
    '6304',
  ].join('');
  return body + crc16(body);
}

/** Integer cents as the code's amount, without floats: 1 → '0.01', 999999 → '9999.99'. */
export function formatPixAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 1) {
    throw new RangeError(`A Pix amount is a positive whole number of cents, got ${cents}`);
  }
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Name or city as the format accepts them: accents stripped, uppercase, only A–Z, 0–9, spaces and
 * '.', ',', '-'; spaces collapsed; cut to `max` characters. 'São João del-Rei' → 'SAO JOAO DEL-RE'
 * for a city.
 */
export function pixText(raw: string, max: number): string {
  return stripAccents(raw)
    .toUpperCase()
    .replace(/[^A-Z0-9 .,-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** The txid the format allows: A–Z, a–z, 0–9, at most 25; '***' when nothing is left. */
export function pixTxid(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX) || '***';
}

export interface OrderPixInput {
  /** The seller's key, already normalised (normalizePixKey). */
  key: string;
  name: string;
  city: string;
  /** The order's total; money is integer cents throughout. */
  amountCents: number;
  /** The order's short id, so the seller can tell which order a payment settles. */
  txid: string;
}

/** The static BR Code for exactly one order's total (docs/product/pix.md#pix-code). */
export function orderPixCode(input: OrderPixInput): string {
  const name = pixText(input.name, PIX_NAME_MAX);
  const city = pixText(input.city, PIX_CITY_MAX);
  if (!name || !city) throw new RangeError('A Pix code needs a name and a city');
  return emvPayload({
    key: input.key,
    amount: formatPixAmount(input.amountCents),
    name,
    city,
    txid: pixTxid(input.txid),
  });
}
