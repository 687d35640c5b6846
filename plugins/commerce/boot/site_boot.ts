import { creditName, settings } from '#core/settings/contracts'
import { homeLinks, layoutComponents } from '#core/site/contracts'
import { crawlerExclusions } from '#core/seo/contracts'

/** The home page's sign-in / VIP card; 每日签到 and the VIP mark among the header's actions, 每日签到 in the phone drawer and at the head of /tool (ui/contributions.tsx). */
export default async function siteBoot() {
  // Checkout pages are personal.
  crawlerExclusions.add('commerce', () => ['/order$', '/m/order'])
  homeLinks.add('commerce', async () => {
    const name = await creditName()
    const vip = Boolean(await settings.get<boolean>('vip', 'enable'))
    return [
      {
        key: 'commerce.credits',
        place: 'feature',
        title: vip ? `${name}与 VIP` : `签到领${name}`,
        text: vip ? `每日签到领取${name}，开通 VIP 尊享免费下载与无广告阅读。` : `每日签到领取${name}，用${name}下载需要的文档。`,
        href: vip ? '/joinvip' : '/me',
        icon: 'IconCrownStroked',
        tone: 'violet',
        order: 40,
      },
    ]
  })
  layoutComponents.add('commerce', () => [
    { component: 'commerce.dailySign', place: 'header_actions', props: { variant: 'header' } },
    { component: 'commerce.vipBadge', place: 'header_actions' },
    { component: 'commerce.dailySign', place: 'drawer_menu', props: { variant: 'drawer' } },
    { component: 'commerce.dailySign', place: 'tool_head', props: { variant: 'inline' } },
  ])
}
