import { siteStats } from '#core/admin/contracts'
import { homeSections, siteTools } from '#core/site/contracts'
import { followFeed, profileTabs } from '#core/accounts/contracts'
import { categoryUsage } from '#plugins/categories/contracts'
import { DocumentStatus } from '../enums/document_status.js'
import { documentHomeSections } from '../queries/listing_home.js'
import { followedUploads } from '../queries/listing_followed.js'
import { countDocumentsFiledUnder, countDocumentsInStatuses, countVisibleDocuments } from '../queries/listing_documents.js'

/** Wiring of the listing area to other modules' extension points and events. */
export default async function listingBoot() {
  siteStats.add('documents', () => ({
    labels: {
      document_count: { label: '文档', icon: 'IconBookStroked', tone: 'green' },
      document_pending_count: { label: '待转换文档', icon: 'IconBookStroked', tone: 'orange' },
      document_failed_count: { label: '转换失败', icon: 'IconBookStroked', tone: 'red' },
      document_review_count: { label: '待审核文档', icon: 'IconBookStroked', tone: 'violet' },
    },
    async count({ admin }) {
      const stats: Record<string, number> = { document_count: await countVisibleDocuments() }
      if (!admin) return stats
      stats.document_pending_count = await countDocumentsInStatuses([
        DocumentStatus.Pending,
        DocumentStatus.Converting,
        DocumentStatus.Reconvert,
      ])
      stats.document_failed_count = await countDocumentsInStatuses([DocumentStatus.Failed])
      stats.document_review_count = await countDocumentsInStatuses([DocumentStatus.PendingReview])
      return stats
    },
  }))
  homeSections.add('documents', documentHomeSections)
  siteTools.add('documents', () => [
    { key: 'categories', title: '文档分类', description: '按分类浏览全部文档', href: '/category', icon: 'IconGridView', order: 15 },
    { key: 'upload', title: '上传文档', description: '分享 PDF、Word、PPT、Excel 等文档', href: '/upload', icon: 'IconCloud', order: 20 },
  ])
  categoryUsage.add('documents', countDocumentsFiledUnder)
  profileTabs.add('documents', () => [{ key: 'document', title: '文档', path: '/document', sort: 20 }])
  followFeed.add('documents', followedUploads)
}
