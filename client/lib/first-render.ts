// The first page's render is start-up's last step (main.tsx). Work the page does not need, such as
// saving answers for offline reading, waits for it: the browser is idle while the page's data is
// on its way, and idle callbacks alone would run that work before the page is on screen.

let markDone: () => void = () => {};

/** Settles once main.tsx has rendered the first page. */
export const firstRender = new Promise<void>((resolve) => {
  markDone = resolve;
});

export function firstRenderDone(): void {
  markDone();
}
