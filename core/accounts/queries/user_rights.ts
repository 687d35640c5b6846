import { ApiError } from '#core/kernel/http/api_error'
import {
  assertNotPunished,
  groupAbilities,
  pagesForKey,
  permissionsOf,
  PunishmentType,
} from '#core/access/contracts'

/** The caller's permission rows, each with the admin pages it opens. */
export async function permissionList(userId: number) {
  const rows = await permissionsOf(userId)
  return rows.map((row) => ({
    id: row.id,
    method: row.method,
    path: row.path,
    title: row.title,
    pages: pagesForKey(row.key),
  }))
}

/** One of the user's groups allows uploads and no punishment forbids them. */
export async function assertCanUploadDocument(userId: number) {
  const abilities = await groupAbilities(userId)
  if (!abilities.enable_upload) throw ApiError.forbidden('您所在的用户组没有上传文档的权限')
  await assertNotPunished(userId, PunishmentType.NoUpload, '您已被禁止上传文档')
}

/** One of the user's groups allows articles and no punishment forbids them. */
export async function assertCanPublishArticle(userId: number) {
  const abilities = await groupAbilities(userId)
  if (!abilities.enable_article) throw ApiError.forbidden('您所在的用户组没有发布文章的权限')
  await assertNotPunished(userId, PunishmentType.NoArticle, '您已被禁止发布文章')
}
