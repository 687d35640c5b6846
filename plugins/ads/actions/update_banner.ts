import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Banner from '../models/banner.js'
import type { UpdateBannerInput } from '../validators/banner_validators.js'

/** Changes the fields sent, leaving the others as they are. */
export async function updateBanner(input: UpdateBannerInput) {
  const banner = await findOrNotFound(Banner, input.id, '横幅不存在')
  banner.merge({
    ...(input.title !== undefined && { title: input.title }),
    ...(input.path !== undefined && { path: input.path }),
    ...(input.url !== undefined && { url: input.url }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.type !== undefined && { type: input.type as Banner['type'] }),
    ...(input.sort !== undefined && { sort: input.sort }),
    ...(input.enable !== undefined && { enable: input.enable }),
  })
  await banner.save()
  return banner
}
