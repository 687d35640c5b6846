import type Friendlink from '../models/friendlink.js'

export function friendlinkJson(friendlink: Friendlink) {
  return {
    id: friendlink.id,
    title: friendlink.title,
    link: friendlink.link,
    description: friendlink.description,
    sort: friendlink.sort,
    enable: friendlink.enable,
    created_at: friendlink.createdAt?.toISO() ?? null,
    updated_at: friendlink.updatedAt?.toISO() ?? null,
  }
}

/** What every page's footer needs of a friend link. */
export function publicFriendlinkJson(friendlink: Friendlink) {
  return { id: friendlink.id, title: friendlink.title, link: friendlink.link }
}
