import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { newsletterMailHeaders, unsubscribeUrl } from '../../server/data-rights/unsubscribe.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { devVite, listen } from '../helpers/http-server.ts';
import { errorOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

async function subscribed() {
  const member = await createUser(t.db);
  await callerFor(t, member).profile.setNewsletter({ newsletter: true });
  return member;
}

const newsletterOf = async (userId: string) =>
  (
    await t.db
      .selectFrom('profiles')
      .select('newsletter')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).newsletter;

describe('the newsletter unsubscribe link', () => {
  it('works signed out with the link of the member, and only with it', async () => {
    const member = await subscribed();
    const other = await subscribed();
    const url = new URL(unsubscribeUrl(t.config, member.id));
    expect(url.pathname).toBe('/newsletter/sair');
    const token = url.searchParams.get('t') ?? '';
    const forOther = await errorOf(callerFor(t).newsletter.unsubscribe({ userId: other.id, token }));
    expect(forOther).toMatchObject({ code: 'BAD_REQUEST', message: 'Link de descadastro inválido.' });
    expect(await newsletterOf(other.id)).toBe(1);
    expect(await callerFor(t).newsletter.unsubscribe({ userId: member.id, token })).toEqual({
      message: 'Pronto: você não vai mais receber a newsletter do Releia.',
    });
    expect(await newsletterOf(member.id)).toBe(0);
    const empty = await errorOf(callerFor(t).newsletter.unsubscribe({ userId: member.id, token: '' }));
    expect(empty.code).toBe('BAD_REQUEST');
  });

  it('gives newsletter mail the List-Unsubscribe headers, whose one-click POST needs no session', async () => {
    const member = await subscribed();
    const headers = newsletterMailHeaders(t.config, member.id);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const target = /^<(.+)>$/.exec(headers['List-Unsubscribe'])?.[1] ?? '';
    const app = await listen(createApp({ db: t.db, config: t.config, vite: devVite }));
    try {
      const path = new URL(target).pathname + new URL(target).search;
      // As a mail provider sends it (RFC 8058): a form body, from no page of ours.
      const post = (p: string) =>
        fetch(`${app.base}${p}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'https://mail.example.com',
          },
          body: 'List-Unsubscribe=One-Click',
        });
      expect((await post(path.replace(/t=[^&]+/, 't=errado'))).status).toBe(400);
      expect(await newsletterOf(member.id)).toBe(1);
      expect((await post(path)).status).toBe(200);
      expect(await newsletterOf(member.id)).toBe(0);
    } finally {
      await app.close();
    }
  });
});
