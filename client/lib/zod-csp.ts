// Zod compiles object schemas with `new Function` when the page allows it, and finds out by
// trying once. Under Releia's Content-Security-Policy (no 'unsafe-eval') that try is refused and
// reported as a violation even though Zod catches it; `jitless` skips the try and the compiling.
// Zod keeps its settings in this global and adopts one set before it loads, so the setting costs
// the entry no import of Zod (which the first page does not use).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
