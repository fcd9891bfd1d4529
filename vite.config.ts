import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_STYLES_ATTRIBUTE } from './client/lib/app-styles.ts';
import { clientFingerprint } from './server/http/client-build.ts';

// The version the app reports (performance panel) and stamps on its offline data: the hash of
// the client's sources, so the same sources always build the same files. RELEIA_BUILD_ID names
// a build explicitly (the update-prompt e2e test builds a second version of the same sources).
const APP_VERSION = process.env.RELEIA_BUILD_ID || clientFingerprint().slice(0, 12);

/**
 * The built page downloads its entry script at once (modulepreload) but runs it only after the
 * loading screen has painted. Served from nearby, the script would otherwise arrive before the
 * browser's first frame and keep the screen blank for its whole first run: the loading screen
 * is what a reader on a slow phone looks at meanwhile. Hidden tabs get no animation frames, so a
 * timer starts the app there too.
 *
 * The preload is marked low priority, which it is for that first paint: the loading screen needs
 * no script. Over HTTP/2 the stylesheet and the page's cover then go ahead of the 130 KB entry, and
 * Lighthouse no longer counts the entry's download in the first paint whenever a nearby server
 * delivers it before the browser's first frame (docs/decisions/018).
 *
 * The stylesheet does not hold that first paint back either: the loading screen is styled inline,
 * so the page preloads the stylesheet and a script inserts it, which browsers do not wait for
 * before painting. The app renders only once it has loaded (appStylesLoaded in main.tsx).
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'releia:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const src = html.match(entry)?.[1];
        if (!src) throw new Error('index.html: script de entrada não encontrado');
        const start = [
          '<script>',
          '(function(){var started=false;function start(){if(started)return;started=true;',
          "var s=document.createElement('script');s.type='module';s.crossOrigin='';",
          `s.src=${JSON.stringify(src)};document.head.appendChild(s);}`,
          'requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,250);})();',
          '</script>',
        ].join('');
        const preload = `<link rel="modulepreload" crossorigin href="${src}" fetchpriority="low">`;
        const sheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/;
        const href = html.match(sheet)?.[1];
        if (!href) throw new Error('index.html: folha de estilos não encontrada');
        const styles = [
          `<link rel="preload" as="style" crossorigin href="${href}">`,
          '<script>',
          "(function(){var l=document.createElement('link');l.rel='stylesheet';l.crossOrigin='';",
          `l.href=${JSON.stringify(href)};l.setAttribute('${APP_STYLES_ATTRIBUTE}','');document.head.appendChild(l);})();`,
          '</script>',
        ].join('');
        return html.replace(sheet, '').replace(entry, `${preload}\n    ${styles}\n    ${start}`);
      },
    },
  };
}

/**
 * Marks the entry chunk for eager compilation (V8's explicit compile hints, Chrome 136+): nearly
 * every function in it (React, the router, React Query, the app shell) runs on the first load, and
 * compiled eagerly they compile on a background thread while the file streams in, instead of one
 * by one on the main thread when first called. Other browsers read it as a comment. Added last,
 * because the minifier drops comments and Vite puts its preload helper at the top of the file.
 */
function compileHints(): Plugin {
  return {
    name: 'releia:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry)
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
  },
  plugins: [
    // Must run before the React plugin: it generates client/routeTree.gen.ts and splits each
    // route's component into its own chunk.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'routes',
      generatedRouteTree: 'routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
    startAfterFirstPaint(),
    compileHints(),
    // /sw.js and /manifest.webmanifest (docs/decisions/012). Registered by client/lib/pwa.ts in
    // production builds only; the dev server answers /sw.js with a worker that removes itself.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      mode: 'production',
      manifest: {
        id: '/',
        name: 'Releia — livros usados',
        short_name: 'Releia',
        description: 'Descubra, compre e venda livros usados entre leitores.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#7c2d12',
        background_color: '#fff7ed',
        categories: ['books', 'shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every built file, so any page opens offline once the worker is installed.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // One file: the worker is served with no-cache, a separate runtime file would not be.
        inlineWorkboxRuntime: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        navigateFallback: '/index.html',
        // Server endpoints that are navigations or files, never the app: the API, sign-in with
        // Google, images, uploads, health and crawler files.
        navigateFallbackDenylist: [
          /^\/trpc(\/|$)/,
          /^\/auth\//,
          /^\/images\//,
          /^\/uploads\//,
          // Spreadsheets downloaded by 'Exportar meus livros' (server/imports/sheets-http.ts).
          /^\/planilhas\//,
          /^\/healthz$/,
          /^\/metrics$/,
          /^\/robots\.txt$/,
          /^\/sitemap/,
        ],
        // tRPC and /auth are not listed here on purpose: a request no route matches goes to the
        // network exactly as without a worker, so API answers are never served from a cache.
        // Offline reading comes from IndexedDB instead (client/lib/offline-link.ts).
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'releia-imagens',
              // Image URLs name their content (server/photos/resized.ts), so a cached copy is never stale.
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // dist/client/.vite/manifest.json: scripts/check-bundle.ts finds the home route's chunks in it.
    manifest: true,
    // Every browser Releia supports preloads modules itself (Chromium 66, Safari 17, Firefox 115):
    // the polyfill was code every page loaded first for none of them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into one chunk. Left to itself, Rolldown
        // cut the modules it shares with the route chunks into some forty small files, loaded
        // up front all the same, each compressed on its own: about 10 KB more gzip.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
