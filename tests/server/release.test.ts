import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRelease, extractRelease, startRelease } from '../../scripts/lib/release.ts';
import { freePort, REPO_ROOT } from '../../scripts/lib/server.ts';

// `npm run release` makes a tarball that starts with Node alone. Slow on purpose (about a minute):
// it compiles the server, installs the production packages into a staging folder and packs them,
// then starts the extracted release the way a deployment does. RELEIA_RELEASE_TARBALL reuses a
// tarball just made by `npm run release` instead of packing again.

const work = mkdtempSync(join(tmpdir(), 'releia-release-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every file under `dir` whose name matches, without descending into node_modules. */
function filesMatching(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesMatching(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

describe('release tarball', () => {
  it('extracted outside the checkout, migrates and serves /healthz and the home page with node alone', async () => {
    const tarball = process.env.RELEIA_RELEASE_TARBALL ?? (await buildRelease()).tarball;
    expect(tarball).toMatch(/dist\/releia-\d+\.\d+\.\d+\.tar\.gz$/);
    const dir = extractRelease(tarball, work);

    // Nothing of the checkout can be resolved from there: no node_modules above the release.
    expect(dir.startsWith(REPO_ROOT)).toBe(false);
    for (let up = dirname(dir); up !== dirname(up); up = dirname(up))
      expect(existsSync(join(up, 'node_modules')), up).toBe(false);
    expect(existsSync(join(`${sep}`, 'node_modules'))).toBe(false);
    // Compiled, with no source and none of the build tools.
    expect(filesMatching(dir, /\.tsx?$/)).toEqual([]);
    for (const tool of ['vite', 'tsx', 'typescript', 'esbuild', 'react'])
      expect(existsSync(join(dir, 'node_modules', tool)), tool).toBe(false);
    expect(existsSync(join(dir, 'start.sh'))).toBe(true);

    const dataDir = join(work, 'dados');
    const server = await startRelease(dir, { dataDir, port: await freePort(3400, 3500) });
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('<div id="root">');
      expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const entry = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(entry).toBeDefined();
      expect((await fetch(`${server.url}${entry}`)).status).toBe(200);
      // Migrated: the reference categories come from a migration.
      const categories = await fetch(`${server.url}/trpc/categories.list`);
      expect(categories.status).toBe(200);
      const answer = (await categories.json()) as { result: { data: { json: { categories: unknown[] } } } };
      expect(answer.result.data.json.categories).toHaveLength(32);
      expect(server.output()).not.toMatch(/Construindo o cliente/);
    } finally {
      await server.stop();
    }
    expect(existsSync(join(dataDir, 'releia.db'))).toBe(true);
  }, 240_000);
});
