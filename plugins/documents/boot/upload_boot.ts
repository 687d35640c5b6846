import { meTabs } from '#core/accounts/contracts'

/** Wiring of the upload area to other modules' extension points and events. */
export default async function uploadBoot() {
  meTabs.add('documents', () => [
    { key: 'document', title: '我的文档', href: '/me/document', icon: 'IconFile', description: '上传、编辑你分享的文档' },
  ])
}
