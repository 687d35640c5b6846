import Banner from '../models/banner.js'
import { BannerType } from '../enums/banner_type.js'
import type { CreateBannerInput } from '../validators/banner_validators.js'

export async function createBanner(input: CreateBannerInput) {
  return Banner.create({
    title: input.title,
    path: input.path,
    url: input.url ?? '',
    description: input.description ?? '',
    type: (input.type ?? BannerType.Website) as Banner['type'],
    sort: input.sort ?? 0,
    enable: input.enable ?? true,
  })
}
