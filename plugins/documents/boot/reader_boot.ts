import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { meTabs } from '#core/accounts/contracts'
import { pageCache } from '#core/page_cache/contracts'
import { cachedViews } from '../actions/view_document.js'
import { expireSimilarLists } from '../actions/compute_similar_documents.js'

function expire(documentIds: number[]) {
  return expireSimilarLists(documentIds).catch((error) => logger.error({ err: error }, 'documents: could not expire similar lists'))
}

/** Wiring of the reader area to other modules' extension points and events. */
export default async function readerBoot() {
  pageCache.onHit('documents.view', (id) => cachedViews.add(Number(id)))
  meTabs.add('documents', () => [
    { key: 'reading', title: '我的阅读', href: '/me/reading', icon: 'IconBookOpenStroked', description: '读过的文档和读到的页' },
    { key: 'bookmarks', title: '我的书签', href: '/me/bookmarks', icon: 'IconBookmark', description: '阅读时加的书签和备注' },
    { key: 'download', title: '我的下载', href: '/me/download', icon: 'IconHistory', description: '下载过的文档' },
  ])
  // A document's text, title or keywords changed: its 相似文档 are recomputed when next shown.
  const emitter = await app.container.make('emitter')
  emitter.on('documents:converted', ({ documentId }) => expire([documentId]))
  emitter.on('documents:changed', ({ documentIds }) => expire(documentIds))
}
