/**
 * A promise that settles when `settle` is called (later calls do nothing): how one module learns
 * that something another module does has happened, such as the first render or the first toast.
 */
export function signal(): { settled: Promise<void>; settle: () => void } {
  let settle: () => void = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { settled, settle };
}
