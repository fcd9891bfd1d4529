import { signal } from './signal.ts';

// The first page's render is start-up's last step (main.tsx). Work the page does not need, such as
// saving answers for offline reading, waits for it: the browser is idle while the page's data is
// on its way, and idle callbacks alone would run that work before the page is on screen.

const rendered = signal();

/**
 * Settles once main.tsx has started rendering the first page. That render is a transition, so
 * work waiting for the browser to be idle after this comes after the render too.
 */
export const firstRender = rendered.settled;

export const firstRenderDone = rendered.settle;
