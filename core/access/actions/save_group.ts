import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/kernel/http/api_error'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Group from '../models/group.js'
import { setGroupCapabilities, storeMissingCapabilities } from './set_group_capabilities.js'

export interface GroupInput {
  title: string
  color?: string
  description?: string
  sort?: number
  is_default?: boolean
  is_display?: boolean
  /** Registered capability keys and their values; others are ignored. */
  capabilities?: Record<string, boolean | undefined>
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
        ...attributes(input),
        isSuper: false,
        userCount: 0,
      },
      { client: trx }
    )
    if (group.isDefault) await makeOnlyDefault(group, trx)
    await setGroupCapabilities(group.id, input.capabilities ?? {}, trx)
    // A new role starts from the defaults for other roles, even when it becomes the default one.
    await storeMissingCapabilities({ id: group.id, isSuper: false, isDefault: false }, trx)
    return group
  })
}

export async function updateGroup(input: GroupInput & { id: number }) {
  return db.transaction(async (trx) => {
    const group = await findOrNotFound(Group, input.id, '角色不存在', { client: trx })
    await assertTitleFree(input.title, trx, group.id)
    if (group.isDefault && input.is_default === false) {
      throw ApiError.badRequest('新注册用户需要一个默认角色，请先把其他角色设为默认')
    }
    group.merge(attributes(input))
    await group.useTransaction(trx).save()
    if (group.isDefault) await makeOnlyDefault(group, trx)
    await setGroupCapabilities(group.id, input.capabilities ?? {}, trx)
    return group
  })
}
