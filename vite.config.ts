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
  ssr: {
    // Semi ships ESM without "type": "module" and imports CSS: bundle it for SSR.
    noExternal: command === 'build' ? true : semiSsr,
  },
}))
