import { meTabs } from '#core/accounts/contracts'
import { sharedProps } from '#core/kernel/shared_props'
import { countMyDocuments } from '../queries/upload_my_documents_query.js'

function isPersonalCentre(url: string) {
  return url === '/me' || url.startsWith('/me/')
}

/** Wiring of the upload area to other modules' extension points and events. */
export default async function uploadBoot() {
  meTabs.add('documents', () => [
    { key: 'document', title: '我的文档', href: '/me/document', icon: 'IconFile', description: '上传、编辑你分享的文档' },
  ])
  // The personal centre's header counts what 我的文档 lists, not only the public documents.
  sharedProps.add('documents', async (ctx) => {
    const user = ctx.auth?.user
    if (!user || !isPersonalCentre(ctx.request.url())) return {}
    return { myCounts: { doc_count: await countMyDocuments(user.id) } }
  })
}
