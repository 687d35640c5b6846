import { meTabs } from '#core/accounts/contracts'

/** Wiring of the reader area to other modules' extension points and events. */
export default async function readerBoot() {
  meTabs.add('documents', () => [
    { key: 'download', title: '我的下载', href: '/me/download', icon: 'IconHistory', description: '下载过的文档' },
  ])
}
