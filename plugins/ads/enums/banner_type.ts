import { defineLabeledEnum } from '#core/kernel/labeled_enum'

/** Banner types (spec §3): where a banner is shown. The site's carousel uses the website ones. */
const bannerType = defineLabeledEnum({
  Website: [0, '网站'],
  MiniProgram: [1, '小程序'],
  App: [2, 'App'],
})

export const BannerType = bannerType.values
export type BannerTypeValue = (typeof BannerType)[keyof typeof BannerType]
export const BANNER_TYPE_LABELS = bannerType.labels
export const BANNER_TYPE_OPTIONS = bannerType.options
