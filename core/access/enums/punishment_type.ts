export const PunishmentType = {
  DisableAccount: 1,
  NoComment: 2,
  NoUpload: 3,
  NoDownload: 4,
  NoFavorite: 5,
  NoArticle: 6,
} as const

export type PunishmentTypeValue = (typeof PunishmentType)[keyof typeof PunishmentType]

export const PUNISHMENT_LABELS: Record<PunishmentTypeValue, string> = {
  1: '禁用账户',
  2: '禁止评论',
  3: '禁止上传',
  4: '禁止下载',
  5: '禁止收藏',
  6: '禁止发布文章',
}

/** What a punished user reads when the punishment stops it. */
export const PUNISHMENT_MESSAGES: Record<PunishmentTypeValue, string> = {
  1: '您的账户已被禁用',
  2: '您已被禁止评论',
  3: '您已被禁止上传',
  4: '您已被禁止下载',
  5: '您已被禁止收藏',
  6: '您已被禁止发布文章',
}

export const PUNISHMENT_TYPES = Object.values(PunishmentType) as PunishmentTypeValue[]
