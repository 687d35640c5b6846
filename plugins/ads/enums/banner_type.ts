/** Banner types (spec §3): where a banner is shown. The site's carousel uses the website ones. */
export const BannerType = {
  Website: 0,
  MiniProgram: 1,
  App: 2,
} as const

export type BannerTypeValue = (typeof BannerType)[keyof typeof BannerType]

export const BANNER_TYPE_LABELS: Record<BannerTypeValue, string> = {
  0: '网站',
  1: '小程序',
  2: 'App',
}
