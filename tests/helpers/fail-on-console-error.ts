import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test is a bug the assertions missed (Epic Stack does the same).
// Tests that expect one spy on console.error themselves and restore it.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error foi chamado durante o teste:\n${text}`);
  }
});
