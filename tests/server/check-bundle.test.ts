import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findServerCode,
  HOME_ROUTE_CHUNK,
  initialAssets,
  initialScriptClosure,
  manifestClosure,
  staticImports,
} from '../../scripts/check-bundle.ts';

// scripts/check-bundle.ts guards the rule "the client imports only types from the server";
// these tests make sure the guard itself can fail.

describe('findServerCode', () => {
  it.each([
    ['var a=require("better-sqlite3")', 'SQLite'],
    ['bindings(`better_sqlite3.node`)', 'SQLite'],
    ['class x extends SqliteDialect{}', 'Kysely'],
    ['e.schema.createTable(`books`)', 'Kysely'],
    ['Md("kysely:warning: outdated driver")', 'Kysely'],
    ['import{hash}from"@node-rs/argon2"', 'argon2'],
    ['import s from"sharp"', 'sharp'],
    ['import{readFileSync}from"node:fs"', 'node:'],
    ['import"/@id/__vite-browser-external:node:fs"', 'stub'],
    ['const h=createHTTPHandler({router:r})', 'adaptador'],
    ['const c=createCallerFactory()(r)', 'routers'],
    ['sql`CREATE TABLE books (id text)`', 'SQL'],
    ['db.pragma(`journal_mode = WAL`)', 'SQL'],
    ['select(["password_hash"])', 'servidor'],
  ])('flags %s', (code, why) => {
    const leaks = findServerCode('assets/x.js', code);
    expect(leaks.map((l) => l.why).join(' | ')).toContain(why);
  });

  it('passes ordinary client code', () => {
    const code =
      'import{c as e}from"./index-abc.js";const t=e.books.section.queryOptions({slug:`romance`});' +
      'fetch(`/trpc/books.list?batch=1`);const n=`Sharpie`;const r=`Tabela de preços`;';
    expect(findServerCode('assets/x.js', code)).toEqual([]);
  });
});

describe('initial assets of index.html', () => {
  it('takes the entry script, module preloads and stylesheets, not icons or remote files', () => {
    const html = `<link rel="icon" href="/favicon.svg">
      <script type="module" crossorigin src="/assets/index-A1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
      <link rel="preload" as="style" crossorigin href="/assets/app-D4.css">
      <link rel="preload" as="image" href="/images/covers/x.webp">
      <script src="https://example.com/x.js"></script>`;
    expect(initialAssets(html)).toEqual({
      scripts: ['assets/index-A1.js', 'assets/vendor-B2.js'],
      styles: ['assets/index-C3.css', 'assets/app-D4.css'],
    });
  });

  it('follows static imports but not dynamic ones', () => {
    expect(
      staticImports(
        'import{a}from"./a.js";import"./b.js";const c=()=>import(`./lazy.js`);export*from"../d.js"',
      ),
    ).toEqual(['./a.js', './b.js', '../d.js']);
  });

  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('collects the transitive closure of the entry', () => {
    dir = mkdtempSync(join(tmpdir(), 'releia-bundle-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index.js'), 'import{a}from"./a.js";import(`./lazy.js`)');
    writeFileSync(join(dir, 'assets', 'a.js'), 'import"./b.js";export const a=1');
    writeFileSync(join(dir, 'assets', 'b.js'), 'import"./a.js"');
    writeFileSync(join(dir, 'assets', 'lazy.js'), 'export default 1');
    expect(initialScriptClosure(dir, ['assets/index.js']).sort()).toEqual([
      'assets/a.js',
      'assets/b.js',
      'assets/index.js',
    ]);
  });
});

describe('the home route in Vite’s manifest', () => {
  it('collects the route chunk and the chunks it imports, transitively, once each', () => {
    const manifest = {
      'index.html': { file: 'assets/index-a.js', imports: [] },
      [HOME_ROUTE_CHUNK]: { file: 'assets/routes-b.js', imports: ['index.html', '_BookGrid-c.js'] },
      '_BookGrid-c.js': { file: 'assets/BookGrid-c.js', imports: ['_LoadMore-d.js', 'index.html'] },
      '_LoadMore-d.js': { file: 'assets/LoadMore-d.js' },
      '_unrelated.js': { file: 'assets/unrelated.js' },
    };
    expect(manifestClosure(manifest, HOME_ROUTE_CHUNK).sort()).toEqual([
      'assets/BookGrid-c.js',
      'assets/LoadMore-d.js',
      'assets/index-a.js',
      'assets/routes-b.js',
    ]);
    expect(manifestClosure(manifest, 'nao-existe')).toEqual([]);
  });
});
