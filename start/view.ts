import edge from 'edge.js'
import vite from '@adonisjs/vite/services/main'
import app from '@adonisjs/core/services/app'
import { pageStylesheetTags } from '#core/kernel/http/page_stylesheets'

const assetsUrl = app.config.get<string>('vite.assetsUrl', '/')

/**
 * The current page's own stylesheets in the server HTML (resources/views/inertia_layout.edge),
 * so a production page is styled at first paint instead of when its lazy chunk arrives. The
 * dev server injects styles from the modules it serves: nothing to link there.
 */
// A build's manifest does not change while the process runs: each page's tags are worked out once.
const tagsByPage = new Map<string, string>()

edge.global('pageStylesheets', (page?: { component?: string }) => {
  if (vite.useDevServer || !page?.component || !vite.hasManifestFile) return ''
  let tags = tagsByPage.get(page.component)
  if (tags === undefined) {
    tags = pageStylesheetTags(vite.manifest(), assetsUrl, page.component)
    tagsByPage.set(page.component, tags)
  }
  return tags
})
