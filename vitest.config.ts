import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
      {
        plugins: [react()],
        // vite.config.ts defines it for the app; the client code reads it at import.
        define: { __APP_VERSION__: JSON.stringify('test') },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts', 'tests/helpers/client-setup.ts'],
        },
      },
    ],
  },
});
