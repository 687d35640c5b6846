/**
 * The punishment type core gives itself; plugins register theirs in their manifests
 * (punishmentTypes).
 */
export const PunishmentType = {
  DisableAccount: 1,
} as const

export const DISABLE_ACCOUNT_TYPE = {
  value: PunishmentType.DisableAccount,
  label: '禁用账户',
  message: '您的账户已被禁用',
}
