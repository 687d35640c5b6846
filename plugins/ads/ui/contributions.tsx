import { defineUiContributions } from '~/lib/ui_contributions'
import { AdAside, AdSlot } from './components/ad_slot'
import { BannerCarousel } from './components/banner_carousel'

/** Advertisement positions and the home page's banners, listed by boot/site_boot.ts. */
export default defineUiContributions({
  components: { 'ads.slot': AdSlot, 'ads.aside': AdAside, 'ads.banners': BannerCarousel },
})
