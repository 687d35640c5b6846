import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Friendlink from '../models/friendlink.js'
import type { UpdateFriendlinkInput } from '../validators/friendlink_validator.js'

/** Changes the fields sent, leaving the others as they are. */
export async function updateFriendlink(input: UpdateFriendlinkInput) {
  const friendlink = await findOrNotFound(Friendlink, input.id, '友情链接不存在')
  friendlink.merge({
    ...(input.title !== undefined && { title: input.title }),
    ...(input.link !== undefined && { link: input.link }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.sort !== undefined && { sort: input.sort }),
    ...(input.enable !== undefined && { enable: input.enable }),
  })
  await friendlink.save()
  return friendlink
}
