import { iso } from '#core/kernel/transformers/iso'
import type Banner from '../models/banner.js'

export function bannerJson(banner: Banner) {
  return {
    id: banner.id,
    title: banner.title,
    path: banner.path,
    url: banner.url,
    description: banner.description,
    type: banner.type,
    sort: banner.sort,
    enable: banner.enable,
    created_at: iso(banner.createdAt),
    updated_at: iso(banner.updatedAt),
  }
}

/** What the home page's carousel needs of a banner. */
export function carouselBannerJson(banner: Banner) {
  return { id: banner.id, title: banner.title, path: banner.path, url: banner.url, description: banner.description }
}
