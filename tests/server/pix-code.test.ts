import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import {
  crc16,
  emvPayload,
  formatPixAmount,
  orderPixCode,
  pixText,
  pixTxid,
} from '../../shared/pix/br-code.ts';

// The worked example of the Banco Central's "Manual de Padrões para Iniciação do Pix" (static
// BR Code with a random key, no amount, no txid), quoted as the manual prints it.
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

// A static code with an amount and a description, as printed in pix-utils' README ("Create Static
// Pix"): produced by another implementation, so our writer is checked against a second source.
const PIX_UTILS_README_EXAMPLE =
  '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069';

/** Reads a code back with pix-utils, failing the test when it does not parse (CRC included). */
function readBack(code: string) {
  const pix = parsePix(code);
  if ('error' in pix) throw new Error(`pix-utils could not read ${code}: ${pix.message}`);
  if (pix.type !== 'STATIC') throw new Error(`expected a static code, got ${pix.type}`);
  return pix;
}

describe('emvPayload', () => {
  it("writes the manual's example byte for byte, CRC 1D3D included", () => {
    const code = emvPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      name: 'Fulano de Tal',
      city: 'BRASILIA',
      txid: '***',
    });
    expect(code).toBe(MANUAL_EXAMPLE);
    expect(code.slice(-4)).toBe('1D3D');
  });

  it("writes pix-utils' README example with an amount byte for byte", () => {
    const code = emvPayload({
      key: 'nubank@thalesog.com',
      description: 'Gerado por Pix-Utils',
      amount: '1.00',
      name: 'Thales Ogliari',
      city: 'Sao Paulo',
      txid: '***',
    });
    expect(code).toBe(PIX_UTILS_README_EXAMPLE);
  });

  it('refuses a value longer than a field can say', () => {
    expect(() => emvPayload({ key: 'x'.repeat(100), name: 'A', city: 'B', txid: '***' })).toThrow(RangeError);
  });
});

describe('crc16', () => {
  it('is CRC16-CCITT-FALSE: the standard check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('covers everything before it, "6304" included', () => {
    expect(crc16(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it('changes when one character of the payload changes, and pix-utils then refuses the code', () => {
    const altered = MANUAL_EXAMPLE.replace('Fulano', 'Fulana');
    expect(crc16(altered.slice(0, -4))).not.toBe('1D3D');
    expect(parsePix(altered)).toMatchObject({ error: true, message: 'invalid crc' });
  });

  it('is padded to four uppercase hex digits', () => {
    for (const text of ['', 'a', '0002010102', MANUAL_EXAMPLE]) {
      expect(crc16(text)).toMatch(/^[0-9A-F]{4}$/);
    }
  });
});

describe('formatPixAmount', () => {
  it('writes integer cents with two decimals, without floats', () => {
    expect(formatPixAmount(1)).toBe('0.01');
    expect(formatPixAmount(10)).toBe('0.10');
    expect(formatPixAmount(100)).toBe('1.00');
    expect(formatPixAmount(4590)).toBe('45.90');
    expect(formatPixAmount(999999)).toBe('9999.99');
  });

  it('refuses zero, negative and fractional cents', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => formatPixAmount(bad)).toThrow(RangeError);
    }
  });
});

describe('pixText and pixTxid', () => {
  it('write names and cities in uppercase ASCII, cut to the length', () => {
    expect(pixText('José Ção', 25)).toBe('JOSE CAO');
    expect(pixText('São João del-Rei', 15)).toBe('SAO JOAO DEL-RE');
    expect(pixText('  Ana   Lúcia  ', 25)).toBe('ANA LUCIA');
    expect(pixText('Livraria & Café ☕ Nº 1', 25)).toBe('LIVRARIA CAFE N 1');
    expect(pixText('Ana Maria Gonçalves Pereira', 25)).toBe('ANA MARIA GONCALVES PEREI');
    expect(pixText('Maria da Silva Santos Jr', 22)).toBe('MARIA DA SILVA SANTOS');
  });

  it('keep only letters and digits in the txid, at most 25, *** when none', () => {
    expect(pixTxid('1a2b-3c4d')).toBe('1a2b3c4d');
    expect(pixTxid('A.B/C#1 2')).toBe('ABC12');
    expect(pixTxid('x'.repeat(30))).toBe('x'.repeat(25));
    expect(pixTxid('--')).toBe('***');
  });
});

const JOSE = {
  key: '52998224725',
  name: 'José Ção',
  city: 'São João del-Rei',
  amountCents: 1,
  txid: '1A2B3C4D',
};

describe('orderPixCode read back by pix-utils', () => {
  const SIXTY = 'Maria Aparecida da Conceição Albuquerque de Vasconcelos Góis';
  const cases = [
    {
      input: JOSE,
      name: 'JOSE CAO',
      city: 'SAO JOAO DEL-RE',
      amount: 0.01,
      txid: '1A2B3C4D',
    },
    {
      input: {
        key: 'ana@example.com',
        name: SIXTY,
        city: 'Florianópolis',
        amountCents: 999999,
        txid: 'pedido #9F-00.1',
      },
      name: 'MARIA APARECIDA DA CONCEI',
      city: 'FLORIANOPOLIS',
      amount: 9999.99,
      txid: 'pedido9F001',
    },
    {
      input: {
        key: '+5511987654321',
        name: 'Sebo do Zé',
        city: 'Ji-Paraná',
        amountCents: 4590,
        txid: 'E3B0C442',
      },
      name: 'SEBO DO ZE',
      city: 'JI-PARANA',
      amount: 45.9,
      txid: 'E3B0C442',
    },
    {
      input: {
        key: '123e4567-e12b-12d1-a456-426655440000',
        name: "Livraria D'Ávila & Filhos",
        city: 'Santa Rita do Passa Quatro',
        amountCents: 100,
        txid: '---',
      },
      name: 'LIVRARIA DAVILA FILHOS',
      city: 'SANTA RITA DO P',
      amount: 1,
      txid: '***',
    },
  ];

  it('has a 60-character name among its inputs', () => {
    expect(SIXTY).toHaveLength(60);
  });

  it.each(cases)('reads back $input.name / $input.city', (c) => {
    const code = orderPixCode(c.input);
    const pix = readBack(code);
    expect(pix.pixKey).toBe(c.input.key);
    expect(pix.transactionAmount).toBe(c.amount);
    expect(pix.txid).toBe(c.txid);
    expect(pix.merchantName).toBe(c.name);
    expect(pix.merchantCity).toBe(c.city);
    expect(pix.merchantName.length).toBeLessThanOrEqual(25);
    expect(pix.merchantCity.length).toBeLessThanOrEqual(15);
    expect(code).toMatch(/^[\x20-\x7e]+$/);
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it('writes the amount field from cents exactly', () => {
    expect(orderPixCode({ ...JOSE, amountCents: 1 })).toContain('54040.01');
    expect(orderPixCode({ ...JOSE, amountCents: 999999 })).toContain('54079999.99');
  });

  it('refuses a name or city with nothing the format can write', () => {
    expect(() => orderPixCode({ ...JOSE, name: '☕' })).toThrow(RangeError);
    expect(() => orderPixCode({ ...JOSE, city: '  ' })).toThrow(RangeError);
  });
});
