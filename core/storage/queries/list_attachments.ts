import { whereContains } from '#core/kernel/database/where_contains'
import Attachment from '../models/attachment.js'
import { userIdsNamed, usernamesById } from '#core/accounts/contracts'

/** Newest first, with each uploader's username (one query for the page). */
export async function listAttachments(filters: {
  page: number
  size: number
  wd?: string
  enable?: boolean[]
  userIds?: number[]
  /** The uploader's exact username. */
  username?: string
  types?: number[]
  ext?: string
}) {
  const query = Attachment.query()
  const enable = [...new Set(filters.enable ?? [])]
  if (enable.length === 1) query.where('enable', enable[0])
  if (filters.wd) whereContains(query, ['name', 'description', 'hash'], filters.wd)
  if (filters.userIds?.length) query.whereIn('user_id', filters.userIds)
  if (filters.username) query.whereIn('user_id', userIdsNamed(filters.username))
  if (filters.types?.length) query.whereIn('type', filters.types)
  if (filters.ext) query.where('ext', filters.ext.replace(/^\./, ''))
  query.orderBy('id', 'desc')
  const page = await query.paginate(filters.page, filters.size)
  const attachments = page.all()
  const usernames = await usernamesById(attachments.map((attachment) => attachment.userId))
  return { total: page.total, attachments, usernames }
}
