import { defineConfig } from '@adonisjs/inertia'

export default defineConfig({
  rootView: 'inertia_layout',
  encryptHistory: false,
  ssr: {
    enabled: true,
    entrypoint: 'resources/ssr.tsx',
  },
})
