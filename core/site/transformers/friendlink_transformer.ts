import type Friendlink from '../models/friendlink.js'
import { iso } from '#core/kernel/transformers/iso'

export function friendlinkJson(friendlink: Friendlink) {
  return {
    id: friendlink.id,
    title: friendlink.title,
    link: friendlink.link,
    description: friendlink.description,
    sort: friendlink.sort,
    enable: friendlink.enable,
    created_at: iso(friendlink.createdAt),
    updated_at: iso(friendlink.updatedAt),
  }
}

/** What every page's footer needs of a friend link. */
export function publicFriendlinkJson(friendlink: Friendlink) {
  return { id: friendlink.id, title: friendlink.title, link: friendlink.link }
}
