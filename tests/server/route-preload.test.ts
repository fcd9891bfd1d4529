import { describe, expect, it } from 'vitest';
import { preloadTags, routePreloads } from '../../server/http/route-preload.ts';

// A manifest shaped like the build's (dist/client/.vite/manifest.json): the entry, a page's
// component chunk with the chunks it imports, layouts, and an index route.
const manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: [] },
  '_shared-S.js': { file: 'assets/shared-S.js', imports: ['index.html'] },
  '_icons-I.js': { file: 'assets/icons-I.js' },
  'routes/index.tsx?tsr-split=component': {
    file: 'assets/home-H.js',
    imports: ['index.html', '_icons-I.js'],
  },
  'routes/index.tsx?tsr-split=errorComponent': { file: 'assets/home-err.js', imports: ['index.html'] },
  'routes/livro.$slug.tsx?tsr-split=component': {
    file: 'assets/livro-L.js',
    imports: ['index.html', '_shared-S.js', '_icons-I.js'],
  },
  'routes/sobre.tsx?tsr-split=component': { file: 'assets/sobre-A.js', imports: ['index.html'] },
  'routes/_authed.tsx?tsr-split=component': { file: 'assets/authed-P.js', imports: ['index.html'] },
  'routes/_authed/chats.tsx?tsr-split=component': { file: 'assets/chats-C.js', imports: ['index.html'] },
  'routes/_authed/chats.$id.tsx?tsr-split=component': {
    file: 'assets/chat-D.js',
    imports: ['index.html', '_shared-S.js'],
  },
  'routes/_authed/chats.index.tsx?tsr-split=component': { file: 'assets/chats-index-X.js' },
  'routes/admin/_guarded.tsx?tsr-split=component': { file: 'assets/admin-layout-G.js' },
  'routes/admin/_guarded/index.tsx?tsr-split=component': { file: 'assets/admin-home-Y.js' },
  'routes/admin/login.tsx?tsr-split=component': { file: 'assets/admin-login-Z.js' },
};

describe('route chunks named in the HTML', () => {
  const preloads = routePreloads(manifest);

  it("lists a page's component chunk and what it imports, without the entry or error chunks", () => {
    expect(preloads('/livro/um-livro-123').sort()).toEqual(
      ['assets/icons-I.js', 'assets/livro-L.js', 'assets/shared-S.js'].sort(),
    );
    expect(preloads('/')).toEqual(['assets/home-H.js', 'assets/icons-I.js']);
    expect(preloads('/sobre')).toEqual(['assets/sobre-A.js']);
  });

  it("adds the page's layouts, pathless ones included, and never a layout alone", () => {
    expect(preloads('/chats/abc').sort()).toEqual(
      ['assets/authed-P.js', 'assets/chat-D.js', 'assets/chats-C.js', 'assets/shared-S.js'].sort(),
    );
    expect(preloads('/chats').sort()).toEqual(
      ['assets/authed-P.js', 'assets/chats-C.js', 'assets/chats-index-X.js'].sort(),
    );
    expect(preloads('/admin').sort()).toEqual(['assets/admin-home-Y.js', 'assets/admin-layout-G.js']);
    // A static segment wins over a parameter and the pathless admin layout is not the login's.
    expect(preloads('/admin/login')).toEqual(['assets/admin-login-Z.js']);
  });

  it('names nothing for a path no route matches', () => {
    expect(preloads('/nao/existe/aqui')).toEqual([]);
    expect(preloads('/livro')).toEqual([]);
  });

  it('writes one modulepreload link per chunk', () => {
    expect(preloadTags(['assets/a.js', 'assets/b.js'])).toBe(
      '<link rel="modulepreload" href="/assets/a.js" />\n    <link rel="modulepreload" href="/assets/b.js" />',
    );
  });
});
