import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

/** Component tests of the React shell (resources/tests) and of each owner's UI (<owner>/tests/ui), in happy-dom. */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/resources/`,
      'date-fns-tz': 'date-fns-tz/esm',
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['resources/tests/**/*.test.{ts,tsx}', 'core/*/tests/ui/**/*.test.{ts,tsx}', 'plugins/*/tests/ui/**/*.test.{ts,tsx}'],
    setupFiles: ['resources/tests/setup.ts'],
    // Semi ships ESM without "type": "module" and imports CSS; date-fns-tz v1 is CJS.
    server: { deps: { inline: [/@douyinfe\//, 'date-fns-tz'] } },
  },
})
