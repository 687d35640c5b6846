import Punishment from '../models/punishment.js'
import { readOperators } from '../models/punishment.js'
import { usernamesOf } from './list_users.js'
import { whereContains } from '#core/kernel/database/where_contains'
import { applySort } from '#core/kernel/http/query_list'

export interface ListPunishmentsInput {
  page: number
  size: number
  wd?: string
  order?: string
  type?: number[]
  enable?: number[]
  user_id?: number[]
}

const SORTABLE: Record<string, string> = {
  id: 'id',
  user_id: 'user_id',
  type: 'type',
  enable: 'enable',
  start_time: 'start_time',
  end_time: 'end_time',
  created_at: 'created_at',
  updated_at: 'updated_at',
}

export async function listPunishments(input: ListPunishmentsInput) {
  const query = Punishment.query()
  if (input.wd) whereContains(query, ['reason', 'remark'], input.wd)
  if (input.type?.length) query.whereIn('type', input.type)
  if (input.enable?.length) {
    query.whereIn(
      'enable',
      input.enable.map((value) => value === 1)
    )
  }
  if (input.user_id?.length) query.whereIn('user_id', input.user_id)
  applySort(query, input.order, SORTABLE)
  const result = await query.paginate(input.page, input.size)
  const punishments = result.all()
  return { total: result.total, punishments, usernames: await usernamesFor(punishments) }
}

/** Usernames of the punished users and of everyone who operated on these punishments. */
export async function usernamesFor(punishments: Punishment[]) {
  return usernamesOf(punishments.flatMap((punishment) => [punishment.userId, ...readOperators(punishment).map((entry) => entry.u)]))
}
