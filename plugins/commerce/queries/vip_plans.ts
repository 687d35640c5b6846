import { settings } from '#core/settings/contracts'
import { VIP_PLANS } from '../enums/vip_kind.js'
import type { VipSettings } from '../settings.js'

/** The plans config/vip offers (a price above 0), longest first. */
export async function offeredVipPlans() {
  const vip = await settings.group<VipSettings>('vip')
  return {
    enabled: Boolean(vip.enable),
    plans: VIP_PLANS.map((plan) => ({
      kind: plan.kind,
      title: plan.title,
      price: Number(vip[`${plan.key}_price`]) || 0,
      times_every_day: Number(vip[`${plan.key}_times_every_day`]) || 0,
    })).filter((plan) => plan.price > 0),
  }
}
