import { HttpContext } from '@adonisjs/core/http'
import { sharedProps } from '#core/kernel/shared_props'
import { User } from '#core/accounts/contracts'
import { documentPageExtras } from '#plugins/documents/contracts'
import { positionsOfPage, type AdvertisementPage } from '../enums/advertisement_position.js'
import { groupByPosition, visibleAdvertisements } from '../queries/visible_advertisements.js'
import { carouselBanners } from '../queries/list_banners.js'
import { carouselBannerJson } from '../transformers/banner_transformer.js'
import type { PublicAdvertisement } from '../transformers/advertisement_transformer.js'

/**
 * Which page's positions a site URL shows besides the global ones; null for the admin area,
 * which shows no advertisements. The reader (/document) gets its own through documentPageExtras.
 */
export function adPageOf(path: string): AdvertisementPage | 'other' | null {
  if (path === '/admin' || path.startsWith('/admin/')) return null
  if (path === '/') return 'index'
  if (/^\/(m\/)?category(\/|$)/.test(path)) return 'list'
  if (/^\/(m\/)?search(\/|$)/.test(path)) return 'search'
  if (/^\/user\/\d+(\/|$)/.test(path)) return 'user'
  return 'other'
}

/** The reader's slots take HTML: each advertisement in its own clipping box (ad_box.css). */
function readerHtml(advertisements: PublicAdvertisement[]) {
  return advertisements
    .map((advertisement) => `<div class="ds-ad" data-ad-id="${advertisement.id}">${advertisement.content}</div>`)
    .join('')
}

/**
 * The reader's advertisements, read with the layout's global ones in one query while the page
 * controller collects its extras; the layout's shared props then take theirs from the same read.
 */
const readWithReader = new WeakMap<HttpContext, Promise<PublicAdvertisement[]>>()

async function siteAdvertisements(ctx: HttpContext) {
  const page = adPageOf(ctx.request.url())
  if (page === null) return {}
  const positions = [...positionsOfPage('global'), ...(page === 'other' ? [] : positionsOfPage(page))]
  const read = readWithReader.get(ctx)
  const advertisements = read
    ? (await read).filter((advertisement) => positions.includes(advertisement.position))
    : await visibleAdvertisements(ctx.auth?.user, positions)
  const props: Record<string, unknown> = { advertisements: groupByPosition(advertisements) }
  if (page === 'index') props.banners = (await carouselBanners()).map(carouselBannerJson)
  return props
}

/**
 * Every site page gets the advertisements of its positions (and the home page its banners)
 * as shared props for <AdSlot>; the reader gets its three positions through the documents
 * plugin's extras.
 */
export default async function adsBoot() {
  sharedProps.add('ads', siteAdvertisements)
  documentPageExtras.add('ads', async ({ viewerId }) => {
    const ctx = HttpContext.get()
    const readers = positionsOfPage('document')
    let advertisements: PublicAdvertisement[]
    if (ctx && (ctx.auth?.user?.id ?? 0) === viewerId) {
      const read = visibleAdvertisements(ctx.auth?.user, [...positionsOfPage('global'), ...readers])
      readWithReader.set(ctx, read)
      advertisements = (await read).filter((advertisement) => readers.includes(advertisement.position))
    } else {
      advertisements = await visibleAdvertisements(viewerId ? await User.find(viewerId) : null, readers)
    }
    const grouped = groupByPosition(advertisements)
    return {
      advertisements: Object.fromEntries(Object.entries(grouped).map(([position, ads]) => [position, readerHtml(ads)])),
    }
  })
}
