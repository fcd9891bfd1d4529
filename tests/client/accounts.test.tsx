import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '../../client/components/auth/PasswordField.tsx';
import { formatCep, isValidCep } from '../../shared/cep.ts';
import { formatCpf, isValidCpf, maskCpf } from '../../shared/cpf.ts';
import {
  passwordRuleResults,
  registerInput,
  safeRedirect,
  suggestUsername,
  usernameSchema,
} from '../../shared/schemas/accounts.ts';
import { addressInput, ageOn, identityInput } from '../../shared/schemas/verification.ts';

/** A controlled password field, as the registration form uses it. */
function Harness() {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      name="password"
      autoComplete="new-password"
      showRules
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

describe('password rules', () => {
  it('ticks each rule off independently', () => {
    const ok = (p: string) => passwordRuleResults(p).map((r) => r.ok);
    expect(ok('')).toEqual([false, false, false]);
    expect(ok('abc')).toEqual([false, true, false]);
    expect(ok('12345678')).toEqual([true, false, true]);
    expect(ok('çãoéíõú9')).toEqual([true, true, true]);
  });

  it('the registration schema uses the same rules', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.co', acceptTerms: true };
    expect(registerInput.safeParse({ ...base, password: 'livros2024' }).success).toBe(true);
    const weak = registerInput.safeParse({ ...base, password: 'livrosss' });
    expect(weak.success).toBe(false);
    expect(weak.error?.issues[0]?.message).toBe('A senha precisa ter: pelo menos um número.');
  });

  it('shows the rules as the user types and toggles visibility', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Senha');
    const rules = screen.getByRole('list', { name: 'Requisitos da senha' });
    expect(rules).toHaveTextContent('Pelo menos 8 caracteres: pendente');
    await user.type(input, 'livros2024');
    expect(rules).toHaveTextContent('Pelo menos 8 caracteres: atendido');
    expect(rules).toHaveTextContent('Pelo menos um número: atendido');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-describedby');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('CPF', () => {
  it('validates the check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    // A check digit that computes to 10 becomes 0.
    expect(isValidCpf('000.000.001-91')).toBe(true);
  });

  it('masks progressively as the user types, and hides the middle on screen', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('529982247255555')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
  });

  it('identity schema strips the mask and refuses minors', () => {
    const parsed = identityInput.parse({
      firstName: 'A',
      lastName: 'B',
      cpf: '529.982.247-25',
      birthDate: '1990-01-31',
    });
    expect(parsed.cpf).toBe('52998224725');
    expect(ageOn('2000-06-15', new Date(2018, 5, 14))).toBe(17);
    expect(ageOn('2000-06-15', new Date(2018, 5, 15))).toBe(18);
  });
});

describe('CEP', () => {
  it('formats as 00000-000 with at most 9 characters', () => {
    expect(formatCep('0131')).toBe('0131');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('01310100999')).toBe('01310-100');
    expect(formatCep('abc01310-100')).toBe('01310-100');
  });

  it('requires exactly 8 digits', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('1310-100')).toBe(false);
    const parsed = addressInput.safeParse({
      cep: '0131-010',
      street: 'R',
      number: '1',
      neighborhood: 'B',
      city: 'C',
      state: 'SP',
    });
    expect(parsed.error?.issues[0]?.message).toBe('CEP deve ter 8 dígitos');
  });
});

describe('usernames and redirects', () => {
  it('accepts lowercase letters, digits and hyphens only', () => {
    expect(usernameSchema.safeParse('ana-souza-2').success).toBe(true);
    expect(usernameSchema.safeParse('Ana').error?.issues[0]?.message).toBe(
      'Use apenas letras minúsculas, números e hífens.',
    );
    expect(usernameSchema.safeParse('-ana').success).toBe(false);
    expect(usernameSchema.safeParse('ana--b').success).toBe(false);
    expect(suggestUsername('Ana Célia Ção')).toBe('ana-celia-cao');
  });

  it('only returns to same-site paths after sign-in', () => {
    expect(safeRedirect('/pedidos')).toBe('/pedidos');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/auth?redirect=/x')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });
});
