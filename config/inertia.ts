import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'

export default defineConfig({
  rootView: 'inertia_layout',
  encryptHistory: false,
  // Tests ask for pages as Inertia visits with version 1, whether the dev server or the
  // production build (TEST_ASSETS=built) serves them; elsewhere the build's manifest hash.
  assetsVersion: app.inTest ? 1 : undefined,
  ssr: {
    enabled: true,
    entrypoint: 'resources/ssr.tsx',
  },
})
