import Friendlink from '../models/friendlink.js'
import type { CreateFriendlinkInput } from '../validators/friendlink_validator.js'

export async function createFriendlink(input: CreateFriendlinkInput) {
  return Friendlink.create({
    title: input.title,
    link: input.link,
    description: input.description ?? '',
    sort: input.sort ?? 0,
    enable: input.enable ?? true,
  })
}
