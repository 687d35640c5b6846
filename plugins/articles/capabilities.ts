import { capability, featureGate, reviewCapability, type CapabilityDefinition, type PunishmentTypeDefinition } from '#core/access/contracts'

export const ARTICLE_CAPABILITY = 'enable_article'
export const ARTICLE_REVIEW_CAPABILITY = 'enable_article_approval'

/** The value of /api/v1/punishment's type for articles. */
export const ArticlePunishment = { NoArticle: 6 } as const

export const articleCapabilities: CapabilityDefinition[] = [
  {
    key: ARTICLE_CAPABILITY,
    label: '发布文章',
    help: '允许发布文章',
    defaults: { superAdmin: true, member: true, others: false },
  },
  reviewCapability({ key: ARTICLE_REVIEW_CAPABILITY, label: '文章需审核', help: '文章审核通过后才公开' }),
]

export const articlePunishmentTypes: PunishmentTypeDefinition[] = [
  { value: ArticlePunishment.NoArticle, label: '禁止发布文章', message: '您已被禁止发布文章' },
]

/** One of the user's groups allows articles and no punishment forbids them. */
export const assertCanPublishArticle = featureGate({
  capability: ARTICLE_CAPABILITY,
  deniedMessage: '您所在的用户组没有发布文章的权限',
  punishment: ArticlePunishment.NoArticle,
  punishedMessage: '您已被禁止发布文章',
})

/** A member's article waits for review unless one of their groups skips it. */
export function articlesNeedReview(userId: number) {
  return capability(userId, ARTICLE_REVIEW_CAPABILITY)
}
