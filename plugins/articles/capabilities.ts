import {
  assertCapability,
  assertNotPunished,
  capability,
  type CapabilityDefinition,
  type PunishmentTypeDefinition,
} from '#core/access/contracts'

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
  {
    key: ARTICLE_REVIEW_CAPABILITY,
    label: '文章需审核',
    help: '文章审核通过后才公开',
    defaults: { superAdmin: false, member: true, others: true },
    combine: 'all',
  },
]

export const articlePunishmentTypes: PunishmentTypeDefinition[] = [
  { value: ArticlePunishment.NoArticle, label: '禁止发布文章', message: '您已被禁止发布文章' },
]

/** One of the user's groups allows articles and no punishment forbids them. */
export async function assertCanPublishArticle(userId: number) {
  await assertCapability(userId, ARTICLE_CAPABILITY, '您所在的用户组没有发布文章的权限')
  await assertNotPunished(userId, ArticlePunishment.NoArticle, '您已被禁止发布文章')
}

/** A member's article waits for review unless one of their groups skips it. */
export function articlesNeedReview(userId: number) {
  return capability(userId, ARTICLE_REVIEW_CAPABILITY)
}
