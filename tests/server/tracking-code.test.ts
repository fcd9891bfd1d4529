import { describe, expect, it } from 'vitest';
import {
  correiosTrackingUrl,
  isValidTrackingCode,
  normalizeTrackingCode,
  s10CheckDigit,
  TRACKING_CODE_MESSAGE,
} from '../../shared/tracking-code.ts';

describe('s10CheckDigit', () => {
  it('is 11 minus the weighted sum (8 6 4 2 3 5 9 7) mod 11', () => {
    // 1·8+2·6+3·4+4·2+5·3+6·5+7·9+8·7 = 204; 204 mod 11 = 6 → 11 − 6 = 5
    expect(s10CheckDigit('12345678')).toBe(5);
  });

  it('is 5 when the remainder is 0 and 0 when it is 1', () => {
    expect(s10CheckDigit('00000000')).toBe(5);
    // 1·3 + 1·9 = 12; 12 mod 11 = 1
    expect(s10CheckDigit('00001010')).toBe(0);
  });
});

describe('isValidTrackingCode', () => {
  it.each(['AA123456785BR', 'aa123456785br', ' AA 123 456 785 BR ', 'AA000000005BR', 'QB000010100BR'])(
    'accepts %j',
    (code) => {
      expect(isValidTrackingCode(code)).toBe(true);
    },
  );

  it.each([
    'AA123456784BR', // wrong check digit
    'AA123456775BR', // one serial digit changed
    'AA213456785BR', // two serial digits swapped
    'AA12345678BR', // a digit short
    'AA1234567855BR',
    'A1123456785BR',
    'AA123456785B',
    '12123456785BR',
    'AA123456785B1',
    'ÁA123456785BR',
    '',
  ])('refuses %j', (code) => {
    expect(isValidTrackingCode(code)).toBe(false);
  });

  it('refuses a single-digit change of a valid code unless its remainder becomes 0', () => {
    // Remainders 0 and 6 both give check digit 5, so AA123456785BR with a serial whose weighted sum
    // is a multiple of 11 still passes; every other single-digit change is caught.
    const valid = 'AA123456785BR';
    const weights = [8, 6, 4, 2, 3, 5, 9, 7];
    let caught = 0;
    for (let i = 2; i < 11; i++) {
      for (const digit of '0123456789') {
        if (digit === valid[i]) continue;
        const changed = valid.slice(0, i) + digit + valid.slice(i + 1);
        const serial = changed.slice(2, 10);
        const sum = weights.reduce((total, w, j) => total + w * Number(serial[j]), 0);
        const stillFits = i < 10 && sum % 11 === 0;
        expect(isValidTrackingCode(changed), changed).toBe(stillFits);
        if (!stillFits) caught++;
      }
    }
    expect(caught).toBe(74); // of the 81 single-digit changes
  });
});

describe('normalizeTrackingCode, the message and the tracking link', () => {
  it('trims, uppercases and drops spaces', () => {
    expect(normalizeTrackingCode(' aa 123456785 br\n')).toBe('AA123456785BR');
  });

  it('says the code is invalid in pt-BR', () => {
    expect(TRACKING_CODE_MESSAGE).toBe('Código de rastreio inválido');
  });

  it('links to the Correios tracking page with the normalised code', () => {
    expect(correiosTrackingUrl(' aa123456785br ')).toBe(
      'https://rastreamento.correios.com.br/app/index.php?objeto=AA123456785BR',
    );
  });
});
