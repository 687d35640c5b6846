import UserDynamic from '../models/user_dynamic.js'
import { PUBLIC_DYNAMIC_TYPES, type DynamicTypeValue } from '../enums/dynamic_type.js'

/** A user's feed, newest first: every line for the user, the public kinds for anyone else. */
export async function listDynamics(userId: number, page: number, size: number, options: { publicOnly: boolean }) {
  const query = UserDynamic.query().where('user_id', userId)
  if (options.publicOnly) query.whereIn('type', PUBLIC_DYNAMIC_TYPES)
  const result = await query.orderBy('id', 'desc').paginate(page, size)
  return { total: result.total, dynamics: result.all() }
}

/** Whether the user's feed has a line of this type linking to a plain path such as /document/12 (recordDynamic writes href="…"). */
export async function hasDynamicLinkingTo(userId: number, type: DynamicTypeValue, href: string) {
  const row = await UserDynamic.query()
    .where('user_id', userId)
    .where('type', type)
    // Not whereLike: on MySQL it adds COLLATE utf8_bin, which a utf8mb4 column refuses.
    .where('content', 'like', `%href="${href}"%`)
    .select('id')
    .first()
  return Boolean(row)
}
