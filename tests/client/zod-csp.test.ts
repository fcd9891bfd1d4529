import { describe, expect, it } from 'vitest';
import '../../client/lib/zod-csp.ts';
import { z } from 'zod';
import { globalConfig } from 'zod/v4/core';

describe('zod under the Content-Security-Policy', () => {
  it('runs jitless, so it never tries new Function (a CSP violation)', () => {
    expect(globalConfig.jitless).toBe(true);
    const tried: unknown[] = [];
    const RealFunction = globalThis.Function;
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        tried.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(tried).toEqual([]);
  });
});
