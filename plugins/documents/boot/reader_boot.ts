import { meTabs } from '#core/accounts/contracts'
import { pageCache } from '#core/page_cache/contracts'
import { cachedViews } from '../actions/view_document.js'

/** Wiring of the reader area to other modules' extension points and events. */
export default async function readerBoot() {
  pageCache.onHit('documents.view', (id) => cachedViews.add(Number(id)))
  meTabs.add('documents', () => [
    { key: 'reading', title: '我的阅读', href: '/me/reading', icon: 'IconBookOpenStroked', description: '读过的文档和读到的页' },
    { key: 'download', title: '我的下载', href: '/me/download', icon: 'IconHistory', description: '下载过的文档' },
  ])
}
