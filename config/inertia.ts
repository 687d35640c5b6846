import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'
import { builtAssetsVersion } from '#core/kernel/http/assets_version'
import vite from './vite.js'

export default defineConfig({
  rootView: 'inertia_layout',
  encryptHistory: false,
  // Tests ask for pages as Inertia visits with version 1, whether the dev server or the
  // production build (TEST_ASSETS=built) serves them; the dev server (DEV_MODE) has no build to
  // version; elsewhere the build's manifest hash.
  assetsVersion: app.inTest ? 1 : process.env.DEV_MODE ? undefined : builtAssetsVersion(vite.manifestFile),
  ssr: {
    enabled: true,
    entrypoint: 'resources/ssr.tsx',
    // SSR 配置 can turn it off (the page then renders in the browser); loaded late, when the settings are.
    pages: async () => (await import('#core/settings/ssr_switch')).rendersOnServer(),
  },
})
