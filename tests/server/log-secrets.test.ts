import { describe, expect, it } from 'vitest';
import { generateSessionToken } from '../../server/accounts/session.ts';
import { requestLines, secretsInLog } from '../helpers/log-secrets.ts';

// The check the e2e run's teardown makes on the server's log.

const clean = [
  '{"level":30,"reqId":"0b0f8f5e-8c53-4b8e-9d8b-2f0f6d1c2a11","method":"GET","route":"page","path":"/livro/o-cortico-aluisio-azevedo-3f2a","status":200}',
  '{"level":30,"msg":"dados de demonstração criados (contas e senha demo no README)."}',
].join('\n');

describe('secretsInLog', () => {
  it('finds nothing in request lines and startup messages', () => {
    expect(secretsInLog(clean, ['releia-demo'])).toEqual([]);
    expect(requestLines(clean)).toBe(1);
  });

  it('finds a password, a session cookie and a session token', () => {
    const token = generateSessionToken();
    expect(secretsInLog(`${clean}\n{"msg":"x releia-demo"}`, ['releia-demo'])).toEqual([
      "a senha 'releia-demo'",
    ]);
    expect(secretsInLog(`{"cookie":"releia_session=abc"}`, [])).toEqual(['um cookie de sessão']);
    expect(secretsInLog(`{"err":"sessão ${token} inválida"}`, [])).toHaveLength(1);
  });
});
