import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports, describeProblems } from '../../scripts/check-imports.ts';

// scripts/check-imports.ts guards the layering; these tests make sure the guard itself can fail.

let root: string | null = null;

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'releia-imports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  root = dir;
  return dir;
}

const downward = {
  'shared/a.ts': 'export const a = 1;\n',
  'db/schema.ts': "import { a } from '../shared/a.ts';\nexport type Row = { a: typeof a };\n",
  'server/app-router.ts': "import type { Row } from '../db/schema.ts';\nexport type AppRouter = Row;\n",
  'client/api.ts': "import type { AppRouter } from '../server/app-router.ts';\nexport type R = AppRouter;\n",
  'tests/x.test.ts': "import '../server/app-router.ts';\nimport '../client/api.ts';\n",
};

describe('checkImports', () => {
  it('passes a tree whose imports all point downward', () => {
    const problems = checkImports(tree(downward));
    expect(describeProblems(problems)).toEqual([]);
    expect(problems.files).toBe(5);
  });

  it('fails on upward imports, value or type, and names each edge', () => {
    const problems = checkImports(
      tree({
        ...downward,
        'shared/format.ts': "import type { Row } from '../db/schema.ts';\nexport type F = Row;\n",
        'db/seed.ts': "import { hash } from '../server/auth/password.ts';\nhash();\n",
        'server/auth/password.ts': 'export function hash() {}\n',
        'client/likes.ts': "import type { E } from '../server/social/likes.router.ts';\nexport type L = E;\n",
        'server/social/likes.router.ts': 'export type E = 1;\n',
        'client/leak.ts':
          "import { type AppRouter } from '../server/app-router.ts';\nexport type R = AppRouter;\n",
        'server/uses-tests.ts': "import { helper } from '../tests/helper.ts';\nhelper();\n",
        'tests/helper.ts': 'export function helper() {}\n',
      }),
    );
    expect(describeProblems(problems)).toEqual([
      'import para cima: client/leak.ts -> server/app-router.ts (client/ só pode importar de client/, shared/)',
      'import para cima: client/likes.ts -> server/social/likes.router.ts (tipo) (client/ só pode importar de client/, shared/)',
      'import para cima: server/uses-tests.ts -> tests/helper.ts (server/ só pode importar de server/, db/, shared/)',
      'import para cima: db/seed.ts -> server/auth/password.ts (db/ só pode importar de db/, shared/)',
      'import para cima: shared/format.ts -> db/schema.ts (tipo) (shared/ só pode importar de shared/)',
    ]);
  });

  it("fails on an import into another server folder that goes around that folder's index.ts", () => {
    const problems = checkImports(
      tree({
        'server/catalog/cards.ts': 'export const card = 1;\n',
        'server/catalog/index.ts': "export { card } from './cards.ts';\n",
        'server/catalog/detail.ts': "import { card } from './cards.ts';\nexport const detail = card;\n",
        'server/orders/checkout.ts': "import { card } from '../catalog/index.ts';\nexport const c = card;\n",
        'server/orders/reads.ts':
          "import type { card } from '../catalog/cards.ts';\nexport type R = typeof card;\n",
        'server/app-router.ts': "import { card } from './catalog/cards.ts';\nexport const r = card;\n",
      }),
    );
    expect(describeProblems(problems)).toEqual([
      'import por fora do index: server/orders/reads.ts -> server/catalog/cards.ts (use server/catalog/index.ts)',
    ]);
  });

  it('fails on a server file other than the ladder, errors.ts and the app importing @trpc/server', () => {
    const problems = checkImports(
      tree({
        'server/trpc.ts': "import { initTRPC } from '@trpc/server';\nexport const t = initTRPC;\n",
        'server/errors.ts': "import { TRPCError } from '@trpc/server';\nexport const E = TRPCError;\n",
        'server/orders/checkout.ts':
          "import { TRPCError } from '@trpc/server';\nexport const c = TRPCError;\n",
        'server/orders/outputs.ts':
          "import type { inferRouterOutputs } from '@trpc/server';\nexport type O = inferRouterOutputs<never>;\n",
        'client/trpc.ts': "import type { TRPCError } from '@trpc/server';\nexport type E = TRPCError;\n",
      }),
    );
    expect(describeProblems(problems)).toEqual([
      'tRPC fora da escada: server/orders/checkout.ts importa @trpc/server (recuse com RuleError, server/errors.ts)',
      'tRPC fora da escada: server/orders/outputs.ts importa @trpc/server (recuse com RuleError, server/errors.ts)',
    ]);
  });

  it('fails on two server folders leaning on each other, even through files that form no cycle', () => {
    const problems = checkImports(
      tree({
        'server/catalog/cards.ts': 'export const card = 1;\n',
        'server/catalog/index.ts': "export { card } from './cards.ts';\n",
        'server/catalog/books.router.ts':
          "import { shelf } from '../listings/index.ts';\nexport const r = shelf;\n",
        'server/listings/shelf.ts':
          "import { card } from '../catalog/index.ts';\nexport const shelf = card;\n",
        'server/listings/index.ts': "export { shelf } from './shelf.ts';\n",
      }),
    );
    expect(describeProblems(problems)).toEqual([
      'ciclo entre pastas: server/catalog/ -> server/listings/ -> server/catalog/',
    ]);
  });

  it('fails on a cycle of imports, of values or of types, but not on one closed by a dynamic import', () => {
    const problems = checkImports(
      tree({
        'server/context.ts': "import { session } from './session.ts';\nexport const context = session;\n",
        'server/session.ts':
          "import { context } from './context.ts';\nexport const session = 1;\nvoid context;\n",
        'server/a.ts': "import type { B } from './b.ts';\nexport type A = B;\n",
        'server/b.ts': "import type { A } from './a.ts';\nexport type B = A | 1;\n",
        'client/c.tsx': "export const c = () => import('./d.tsx');\n",
        'client/d.tsx': "import { c } from './c.tsx';\nexport const d = c;\n",
      }),
    );
    expect(describeProblems(problems)).toEqual([
      'ciclo de imports: server/a.ts -> server/b.ts -> server/a.ts',
      'ciclo de imports: server/context.ts -> server/session.ts -> server/context.ts',
    ]);
  });

  it('passes the real tree', () => {
    const problems = checkImports(process.cwd());
    expect(describeProblems(problems)).toEqual([]);
    expect(problems.files).toBeGreaterThan(300);
    // It parses every file of the repository (over 800): 4 to 7 s on a busy 2-core machine.
  }, 30_000);
});
