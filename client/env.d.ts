/// <reference types="vite-plugin-pwa/vanillajs" />

/** The build's version (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
