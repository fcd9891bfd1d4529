/**
 * Runs `run` when the browser has a moment (or after `timeout` ms at the latest); returns a
 * cancel function. Without requestIdleCallback (Safari, tests) it runs in the next task.
 */
export function whenIdle(run: () => void, timeout = 500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}
