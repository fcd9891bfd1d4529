import { describe, expect, it } from 'vitest';
import { cnpjCheckDigit, isValidCnpj } from '../../shared/cnpj.ts';
import {
  normalizePixKey,
  PIX_KEY_MESSAGES,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  type PixKeyType,
  pixCitySchema,
  pixKeyInput,
  pixNameSchema,
} from '../../shared/pix/pix-key.ts';

describe('isValidCnpj', () => {
  it('accepts CNPJs whose check digits match, with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11444777000161')).toBe(true);
    expect(isValidCnpj('45.997.418/0001-53')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
  });

  it('weighs 5..2,9..2 for the first digit and 6..2,9..2 for the second', () => {
    const nums = [...'112223330001'].map(Number);
    // 1·5+1·4+2·3+2·2+2·9+3·8+3·7+3·6+0·5+0·4+0·3+1·2 = 102; 102 mod 11 = 3 → 11 − 3 = 8
    expect(cnpjCheckDigit(nums, 12)).toBe(8);
    expect(cnpjCheckDigit([...nums, 8], 13)).toBe(1);
  });
});

const VALID: Record<PixKeyType, [string, string][]> = {
  cpf: [
    ['529.982.247-25', '52998224725'],
    ['52998224725', '52998224725'],
    [' 529 982 247 25 ', '52998224725'],
  ],
  cnpj: [
    ['11.222.333/0001-81', '11222333000181'],
    ['11444777000161', '11444777000161'],
  ],
  email: [
    ['Ana.Souza@Example.com', 'ana.souza@example.com'],
    ['  sebo+pix@livraria.com.br ', 'sebo+pix@livraria.com.br'],
  ],
  celular: [
    ['(11) 98765-4321', '+5511987654321'],
    ['+55 11 98765-4321', '+5511987654321'],
    ['11987654321', '+5511987654321'],
    ['+5521912345678', '+5521912345678'],
    ['55 (85) 9 9999-0000', '+5585999990000'],
  ],
  aleatoria: [
    ['123e4567-e12b-12d1-a456-426655440000', '123e4567-e12b-12d1-a456-426655440000'],
    [' 7D9F0335-8DCC-4054-9BF9-0DBD61D36906 ', '7d9f0335-8dcc-4054-9bf9-0dbd61d36906'],
  ],
};

const INVALID: Record<PixKeyType, string[]> = {
  cpf: ['529.982.247-24', '111.111.111-11', '5299822472', 'abc52998224725', '', '11222333000181'],
  cnpj: ['11.222.333/0001-80', '22.222.222/2222-22', '1122233300018', 'x11222333000181', '52998224725'],
  email: ['ana', 'ana@', '@example.com', 'ana souza@example.com', `${'a'.repeat(70)}@example.com`, ''],
  celular: [
    '98765-4321',
    '(11) 8765-4321',
    '(11) 88765-4321',
    '(01) 98765-4321',
    '(10) 98765-4321',
    '+1 11 98765-4321',
    '+55 11 98765-432',
    '11 98765-4321 ramal 2',
    '',
  ],
  aleatoria: [
    '123e4567-e12b-12d1-a456-42665544000',
    '123e4567e12b12d1a456426655440000',
    'g23e4567-e12b-12d1-a456-426655440000',
    '',
  ],
};

describe('normalizePixKey', () => {
  for (const type of PIX_KEY_TYPES) {
    it.each(VALID[type])(`${type}: %s → %s`, (raw, key) => {
      expect(normalizePixKey(type, raw)).toBe(key);
    });

    it.each(INVALID[type])(`${type}: refuses %j`, (raw) => {
      expect(normalizePixKey(type, raw)).toBeNull();
    });
  }
});

describe('pixKeyInput', () => {
  it('labels every type in pt-BR', () => {
    expect(PIX_KEY_TYPES.map((t) => PIX_KEY_TYPE_LABELS[t])).toEqual([
      'CPF',
      'CNPJ',
      'E-mail',
      'Celular',
      'Chave aleatória',
    ]);
  });

  it('gives the normalised key', () => {
    expect(pixKeyInput.parse({ type: 'celular', key: '(11) 98765-4321' })).toEqual({
      type: 'celular',
      key: '+5511987654321',
    });
  });

  it.each([
    ['cpf', 'CPF inválido'],
    ['cnpj', 'CNPJ inválido'],
    ['email', 'E-mail inválido'],
    ['celular', 'Celular inválido: use DDD e número'],
    ['aleatoria', 'Chave aleatória inválida'],
  ] as const)('says what is wrong with an invalid %s key, on the key field', (type, message) => {
    expect(PIX_KEY_MESSAGES[type]).toBe(message);
    const result = pixKeyInput.safeParse({ type, key: '123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['key'], message })]);
  });

  it('refuses an unknown type', () => {
    const result = pixKeyInput.safeParse({ type: 'telefone', key: '11987654321' });
    expect(result.error?.issues[0]?.message).toBe('Escolha o tipo de chave Pix.');
  });
});

describe('pixNameSchema and pixCitySchema', () => {
  it('accept 1 to 25 (name) and 1 to 15 (city) characters once written for the code', () => {
    expect(pixNameSchema.parse('  José Ção ')).toBe('José Ção');
    expect(pixNameSchema.safeParse('Á'.repeat(25)).success).toBe(true);
    expect(pixCitySchema.parse('São João')).toBe('São João');
    expect(pixCitySchema.safeParse('Florianópolis').success).toBe(true);
  });

  it('refuse an empty name or city, or one with nothing the code can carry', () => {
    expect(pixNameSchema.safeParse('  ').error?.issues[0]?.message).toBe('Informe o nome do recebedor.');
    expect(pixNameSchema.safeParse('☕').error?.issues[0]?.message).toBe('Informe o nome do recebedor.');
    expect(pixCitySchema.safeParse('').error?.issues[0]?.message).toBe('Informe a cidade do recebedor.');
  });

  it('refuse a name over 25 or a city over 15 characters', () => {
    expect(pixNameSchema.safeParse('A'.repeat(26)).error?.issues[0]?.message).toBe(
      'O nome do recebedor pode ter no máximo 25 caracteres.',
    );
    expect(pixCitySchema.safeParse('São João del-Rei').error?.issues[0]?.message).toBe(
      'A cidade do recebedor pode ter no máximo 15 caracteres.',
    );
  });
});
