import ViteProvider from '@adonisjs/vite/vite_provider'

/**
 * AdonisJS's Vite provider, except that tests can be served the production build instead of
 * Vite's dev server (TEST_ASSETS=built, set by `npm test` after `vite build`): a page then
 * loads a few bundled chunks rather than hundreds of modules transformed on request, which
 * made the browser suites several times slower on two cores. Without the variable, tests use
 * the dev server as before, so a single spec needs no build.
 */
export default class DocsiteViteProvider extends ViteProvider {
  #servesBuild = this.app.getEnvironment() === 'test' && process.env.TEST_ASSETS === 'built'

  async start() {
    if (!this.#servesBuild) await super.start()
  }

  async shutdown() {
    if (!this.#servesBuild) await super.shutdown()
  }
}
