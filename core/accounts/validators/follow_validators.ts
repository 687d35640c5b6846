import vine from '@vinejs/vine'
import { pagingParams } from '#core/kernel/http/query_list'
import { withMessages } from './messages.js'

const userIdMessages = {
  'user_id.required': '请指定要关注的用户',
  'user_id.number': '用户ID错误',
  'user_id.withoutDecimals': '用户ID错误',
  'user_id.positive': '用户ID错误',
}

/** POST { user_id } and DELETE ?user_id= of /api/v1/user/follow. */
export const followValidator = withMessages(
  vine.create({
    user_id: vine.number().withoutDecimals().positive(),
  }),
  userIdMessages
)

/** GET /api/v1/user/follow?id=&type=follow|fans: whom a user follows, or their fans. */
export const followListValidator = withMessages(
  vine.create({
    id: vine.number().withoutDecimals().positive(),
    type: vine.enum(['follow', 'fans'] as const).optional(),
    ...pagingParams(),
  }),
  {
    'id.required': '请指定用户',
    'id.number': 'ID错误',
    'id.withoutDecimals': 'ID错误',
    'id.positive': 'ID错误',
    'type.enum': '类型错误，应为 follow 或 fans',
  }
)

/** GET /api/v1/user/follow/feed and /me?page=. */
export const followFeedValidator = vine.create({ ...pagingParams() })
