/** Spec §3 VIP kinds (yearly 0, quarterly 1, monthly 2), plus a day pass as config/vip offers one. */
export const VipKind = { Year: 0, Quarter: 1, Month: 2, Day: 3 } as const

export type VipKindValue = (typeof VipKind)[keyof typeof VipKind]

export interface VipPlanInfo {
  kind: VipKindValue
  /** The config/vip field prefix: year_price, year_times_every_day... */
  key: 'year' | 'quarter' | 'month' | 'day'
  title: string
  duration: { years?: number; months?: number; days?: number }
}

export const VIP_PLANS: VipPlanInfo[] = [
  { kind: VipKind.Year, key: 'year', title: '年度 VIP', duration: { years: 1 } },
  { kind: VipKind.Quarter, key: 'quarter', title: '季度 VIP', duration: { months: 3 } },
  { kind: VipKind.Month, key: 'month', title: '月度 VIP', duration: { months: 1 } },
  { kind: VipKind.Day, key: 'day', title: '单日 VIP', duration: { days: 1 } },
]

export function vipPlanOf(kind: number) {
  return VIP_PLANS.find((plan) => plan.kind === kind)
}
