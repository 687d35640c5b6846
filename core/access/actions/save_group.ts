import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/kernel/http/api_error'
import Group from '../models/group.js'

export interface GroupInput {
  title: string
  color?: string
  description?: string
  sort?: number
  is_default?: boolean
  is_display?: boolean
  enable_upload?: boolean
  enable_document_review?: boolean
  enable_comment?: boolean
  enable_comment_approval?: boolean
  enable_article?: boolean
  enable_article_approval?: boolean
}

/** Only the fields that were sent; the super flag is never writable through the API. */
function attributes(input: GroupInput) {
  const map = {
    title: input.title,
    color: input.color,
    description: input.description,
    sort: input.sort,
    isDefault: input.is_default,
    isDisplay: input.is_display,
    enableUpload: input.enable_upload,
    enableDocumentReview: input.enable_document_review,
    enableComment: input.enable_comment,
    enableCommentApproval: input.enable_comment_approval,
    enableArticle: input.enable_article,
    enableArticleApproval: input.enable_article_approval,
  }
  return Object.fromEntries(Object.entries(map).filter(([, value]) => value !== undefined)) as Partial<Group>
}

async function assertTitleFree(title: string, trx: TransactionClientContract, exceptId?: number) {
  const query = Group.query({ client: trx }).where('title', title)
  if (exceptId) query.whereNot('id', exceptId)
  if (await query.first()) throw ApiError.conflict('角色名称已存在')
}

/** New accounts join the default group: there is exactly one once any group claims it. */
async function makeOnlyDefault(group: Group, trx: TransactionClientContract) {
  await Group.query({ client: trx }).whereNot('id', group.id).where('isDefault', true).update({ isDefault: false })
}

export async function createGroup(input: GroupInput) {
  return db.transaction(async (trx) => {
    await assertTitleFree(input.title, trx)
    const group = await Group.create(
      {
        color: '',
        description: '',
        sort: 0,
        isDefault: false,
        isDisplay: false,
        enableUpload: false,
        enableDocumentReview: true,
        enableComment: true,
        enableCommentApproval: false,
        enableArticle: false,
        enableArticleApproval: true,
        ...attributes(input),
        isSuper: false,
        userCount: 0,
      },
      { client: trx }
    )
    if (group.isDefault) await makeOnlyDefault(group, trx)
    return group
  })
}

export async function updateGroup(input: GroupInput & { id: number }) {
  return db.transaction(async (trx) => {
    const group = await Group.find(input.id, { client: trx })
    if (!group) throw ApiError.notFound('角色不存在')
    await assertTitleFree(input.title, trx, group.id)
    if (group.isDefault && input.is_default === false) {
      throw ApiError.badRequest('新注册用户需要一个默认角色，请先把其他角色设为默认')
    }
    group.merge(attributes(input))
    await group.useTransaction(trx).save()
    if (group.isDefault) await makeOnlyDefault(group, trx)
    return group
  })
}
