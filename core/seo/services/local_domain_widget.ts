import type { DashboardContext, DashboardWidget } from '#core/admin/contracts'
import { isLocalAddress, siteBaseUrl } from '../site_url.js'

const CONFIG_LIST = 'settings.config.list'

/**
 * Warns those who can change 网站域名 while the site's links point at the server itself: the
 * sitemap, canonical links, payment callbacks and mails would send search engines and readers
 * to an address only the server can open.
 */
export async function localDomainWidget({ held }: DashboardContext): Promise<DashboardWidget[]> {
  if (!held.has(CONFIG_LIST)) return []
  const baseUrl = await siteBaseUrl()
  if (!isLocalAddress(baseUrl)) return []
  return [
    {
      key: 'seo.local_domain',
      title: '网站域名未设置',
      kind: 'notice',
      wide: true,
      link: '/admin/config/system',
      notice: {
        type: 'warning',
        text: `网站域名仍是本机地址 ${baseUrl}`,
        description:
          '站点地图、规范链接、支付回调和邮件中的链接都会指向它，搜索引擎和访客无法打开。请在「系统设置」中填写对外访问的网址（如 https://www.example.com）。',
      },
    },
  ]
}
