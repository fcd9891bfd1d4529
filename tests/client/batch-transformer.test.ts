import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { TRPCCombinedDataTransformer, TRPCDataTransformer } from '@trpc/server';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { batchTransformer, serializeInputsOnce } from '../../client/lib/batch-transformer.ts';
import type { AppRouter } from '../../server/app-router.ts';

const SLUGS = ['lancamentos', 'mais-vendidos', 'ficcao', 'nao-ficcao', 'infantil', 'academicos'];

/** Sends one tick's section queries through httpBatchLink; returns the URLs it fetched. */
async function sendSections(transformer: TRPCDataTransformer | TRPCCombinedDataTransformer) {
  const urls: string[] = [];
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: 'http://releia.test/trpc',
        transformer,
        maxItems: 20,
        fetch: async (url) => {
          urls.push(String(url));
          const body = SLUGS.map(() => ({ result: { data: superjson.serialize([]) } }));
          return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        },
      }),
    ],
  });
  await Promise.all(SLUGS.map((slug) => client.books.section.query({ slug })));
  return urls;
}

function counting() {
  let calls = 0;
  const transformer = {
    serialize: (value: unknown) => {
      calls += 1;
      return superjson.serialize(value as Parameters<typeof superjson.serialize>[0]);
    },
    deserialize: (value: unknown) =>
      superjson.deserialize(value as Parameters<typeof superjson.deserialize>[0]),
  };
  return { transformer, calls: () => calls };
}

describe('inputs serialized once per batch', () => {
  it('the batch link serializes each input again for every call it adds, unless wrapped', async () => {
    const plain = counting();
    await sendSections({ input: plain.transformer, output: superjson });
    // The link's own behaviour, which is why the wrapper exists: 1 + 2 + … + 6 checks, then the request.
    expect(plain.calls()).toBeGreaterThan(SLUGS.length * 2);

    const once = counting();
    await sendSections({ input: serializeInputsOnce(once.transformer), output: superjson });
    expect(once.calls()).toBe(SLUGS.length);
  });

  it('sends the same request as plain superjson', async () => {
    const [plain] = await sendSections(superjson);
    const [wrapped] = await sendSections(batchTransformer);
    expect(wrapped).toBe(plain);
    expect(decodeURIComponent(wrapped ?? '')).toContain('"slug":"ficcao"');
  });

  it('serializes primitives and input-less calls every time, and reads the same value back', () => {
    const once = counting();
    const input = serializeInputsOnce(once.transformer);
    input.serialize(undefined);
    input.serialize(undefined);
    input.serialize('texto');
    expect(once.calls()).toBe(3);
    const date = { when: new Date('2026-11-22T12:00:00Z') };
    expect(input.deserialize(input.serialize(date))).toEqual(date);
  });
});
