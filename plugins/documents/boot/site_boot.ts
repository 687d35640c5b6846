import { creditName } from '#core/settings/contracts'
import { fixedNavigation, homeLinks, siteComponents, toolbarLinks } from '#core/site/contracts'

/** The header's 文档分类 entry, the home page's reading and upload links, the tool bar's upload button, and the cover shown in search results. */
export default async function siteBoot() {
  fixedNavigation.add('documents', () => [{ title: '文档分类', href: '/category', sort: 200 }])
  homeLinks.add('documents', async () => [
    {
      key: 'documents.read',
      place: 'feature',
      title: '在线阅读',
      text: 'PDF、Word、PPT、Excel 等文档逐页在线预览，打开即读，无需下载。',
      href: '/category',
      icon: 'IconBookOpenStroked',
      tone: 'blue',
      order: 10,
    },
    {
      key: 'documents.share',
      place: 'feature',
      title: '上传分享',
      text: `上传你的资料与更多人分享，文档被下载时还能获得${await creditName()}。`,
      href: '/upload',
      icon: 'IconCloudUploadStroked',
      tone: 'green',
      order: 20,
    },
    { key: 'documents.upload', place: 'action', title: '上传文档', href: '/upload', icon: 'IconCloudUploadStroked', order: 10 },
  ])
  toolbarLinks.add('documents', () => [{ key: 'documents.upload', title: '上传文档', href: '/upload', icon: 'IconUpload', order: 20 }])
  siteComponents.add('documents', () => ['documents.cover', 'documents.extIcon'])
}
