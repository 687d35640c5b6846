import type { User } from '#core/accounts/contracts'
import type { AdvertisementPosition } from '../enums/advertisement_position.js'
import { iframeHosts } from '../services/ad_html.js'
import { sanitizeAdForPage } from '../services/sanitize_ad.js'
import { seesAdvertisements } from '../services/ad_viewer.js'
import { publicAdvertisementJson, type PublicAdvertisement } from '../transformers/advertisement_transformer.js'
import { liveAdvertisements } from './live_advertisements.js'

/** The live advertisements of these positions as this viewer gets them: none for a VIP. */
export async function visibleAdvertisements(
  viewer: User | null | undefined,
  positions: readonly AdvertisementPosition[]
): Promise<PublicAdvertisement[]> {
  if (!positions.length || !(await seesAdvertisements(viewer))) return []
  const [rows, hosts] = await Promise.all([liveAdvertisements(positions), iframeHosts()])
  return rows
    .map((advertisement) => publicAdvertisementJson(advertisement, sanitizeAdForPage(advertisement.content, hosts)))
    .filter((advertisement) => advertisement.content)
}

export function groupByPosition(advertisements: PublicAdvertisement[]) {
  const grouped: Partial<Record<AdvertisementPosition, PublicAdvertisement[]>> = {}
  for (const advertisement of advertisements) (grouped[advertisement.position] ??= []).push(advertisement)
  return grouped
}
