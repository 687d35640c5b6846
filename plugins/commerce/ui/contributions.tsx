import { defineUiContributions } from '~/lib/ui_contributions'
import { VipBadge } from './components/vip_badge'
import { DailySignEntry } from './components/daily_sign_entry'

/** The header's VIP mark and 每日签到 (header, phone drawer, /tool), listed by boot/site_boot.ts. */
export default defineUiContributions({
  components: { 'commerce.vipBadge': VipBadge, 'commerce.dailySign': DailySignEntry },
})
