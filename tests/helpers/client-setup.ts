import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The router restores scroll on navigation; jsdom has no layout and logs every scrollTo call.
Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => {} });
