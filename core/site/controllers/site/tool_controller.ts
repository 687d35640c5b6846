import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { pageCache } from '#core/page_cache/contracts'
import { collectSiteTools, type SiteTool } from '../../extension_points.js'

/** What the site itself offers on /tool, around the plugins' tools. */
const CORE_TOOLS: SiteTool[] = [
  { key: 'search', title: '搜索', description: '按关键词查找文档与文章', href: '/search', icon: 'IconSearch', order: 10 },
  { key: 'me', title: '个人中心', description: '资料、内容与账户设置', href: '/me', icon: 'IconUser', order: 90 },
]

export default class ToolController {
  /** /tool: the site's tools as shortcuts (spec routes; the 工具 tab of the phone tab bar). */
  async show(ctx: HttpContext) {
    pageCache.allow(ctx)
    return renderPage(ctx, 'site/site/tool', { tools: await collectSiteTools(ctx, CORE_TOOLS) })
  }
}
