import { fixedNavigation, homeLinks, homeSections, layoutComponents, siteComponents, siteTools, toolbarLinks } from '#core/site/contracts'
import { sharedProps } from '#core/kernel/shared_props'
import { crawlerExclusions, pagedById, sitemapSources } from '#core/seo/contracts'
import { listGreetings } from '../queries/list_greetings.js'
import { greetingCounts } from '../queries/greeting_counts.js'
import Greeting from '../models/greeting.js'

const RECENT_ON_HOME = 5

/**
 * 问候 on the public site: the header navigation (today's greeting on hover, ui/contributions.tsx),
 * a card, a section of recent greetings and a tool on the home page, a tool bar button, a ribbon
 * above every page's footer (a layout component), the count every page's popover shows, the
 * /hello page in the sitemap, and the compose page (/hello/new, login required) kept from crawlers.
 */
export default async function siteBoot() {
  fixedNavigation.add('hello', () => [{ title: '问候', href: '/hello', sort: 50, popover: 'hello.greetingPopover' }])
  homeLinks.add('hello', () => [
    {
      key: 'hello.greetings',
      place: 'feature',
      title: '问候',
      text: '看看大家留下的问候，也向世界问声好。',
      href: '/hello',
      icon: 'HelloWave',
      tone: 'green',
      order: 50,
    },
  ])
  homeSections.add('hello', async () => {
    const { greetings } = await listGreetings({ page: 1, size: RECENT_ON_HOME })
    const items = greetings.map((greeting) => ({ id: greeting.id, title: greeting.text, href: '/hello', meta: greeting.name }))
    return [{ key: 'hello.recent', title: '最新问候', more: '/hello', items, order: 90 }]
  })
  siteTools.add('hello', () => [
    { key: 'hello', title: '问候', description: '看看大家留下的问候', href: '/hello', icon: 'HelloWave', order: 90 },
  ])
  toolbarLinks.add('hello', () => [{ key: 'hello.greetings', title: '问候', href: '/hello', icon: 'HelloWave', order: 50 }])
  siteComponents.add('hello', () => ['hello.greetingPopover'])
  layoutComponents.add('hello', () => [{ component: 'hello.greetingRibbon', place: 'bottom' }])
  sharedProps.add('hello', async () => ({ hello: { greeting_count: (await greetingCounts()).total } }))
  sitemapSources.add('hello', () => ({ name: 'hello', urls: greetingPages }))
  crawlerExclusions.add('hello', () => ['/hello/new'])
}

/** /hello, as fresh as its newest greeting, then the 问候 tab of every member who left one. */
async function* greetingPages(batchSize: number) {
  const newest = await Greeting.query().orderBy('createdAt', 'desc').first()
  yield [{ loc: '/hello', lastmod: newest?.createdAt.toJSDate() ?? null }]
  yield* greeters(batchSize)
}

const greeters = pagedById(
  async (afterId, limit) => {
    const rows = await Greeting.query()
      .whereNotNull('userId')
      .where('userId', '>', afterId)
      .groupBy('userId')
      .orderBy('userId', 'asc')
      .limit(limit)
      .select('userId')
      .max('created_at as newest')
    return rows.map((row) => ({ id: row.userId!, newest: row.$extras.newest as string | Date }))
  },
  (greeter) => ({ loc: `/user/${greeter.id}/hello`, lastmod: new Date(greeter.newest) })
)
