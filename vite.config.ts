import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'

const semiSsr = [/^@douyinfe\//, 'date-fns-tz']

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    adonisjs({
      entryPoints: ['resources/app.tsx'],
      serverEntryPoints: ['resources/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
  ],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/resources/`,
      'date-fns-tz': 'date-fns-tz/esm',
    },
  },
  // Separate caches let several dev servers or test runs share one checkout.
  cacheDir: process.env.VITE_CACHE_DIR,
  server: {
    // No browser reloads in test runs: pages must stay put while a test drives them.
    hmr: process.env.NODE_ENV === 'test' ? false : undefined,
    // Test runs and the local disk driver write databases and uploads there; not sources.
    watch: { ignored: ['tmp', 'storage', 'build'].map((folder) => `${import.meta.dirname}/${folder}/**`) },
  },
  ssr: {
    // Semi ships ESM without "type": "module" and imports CSS: bundle it for SSR.
    noExternal: command === 'build' ? true : semiSsr,
  },
}))
