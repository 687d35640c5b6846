import { registerCommunityTarget, type CommunityTarget, type CommunityTargetInfo } from '#plugins/community/contracts'
import Greeting from '../models/greeting.js'
import { GREETING_KIND } from '../enums/greeting_kind.js'

function info(greeting: Greeting): CommunityTargetInfo {
  return { id: greeting.id, title: greeting.text, link: `/hello/${greeting.id}`, userId: greeting.userId ?? 0 }
}

/** Greetings are public once stored, so every one that exists is visible to everyone. */
export const greetingTarget: CommunityTarget = {
  kind: GREETING_KIND,
  label: '问候',
  async findVisible(id) {
    const greeting = await Greeting.find(id)
    return greeting ? info(greeting) : null
  },
  async describe(ids) {
    if (ids.length === 0) return new Map()
    const greetings = await Greeting.query().whereIn('id', ids)
    return new Map(greetings.map((greeting) => [greeting.id, info(greeting)]))
  },
  async setCounts(id, counts, trx) {
    const columns = {
      ...(counts.favorite_count === undefined ? {} : { favoriteCount: counts.favorite_count }),
      ...(counts.comment_count === undefined ? {} : { commentCount: counts.comment_count }),
    }
    await Greeting.query({ client: trx }).where('id', id).update(columns)
  },
}

/** Greetings can be favourited, reported and commented on through community's APIs. */
export default async function communityBoot() {
  registerCommunityTarget('hello', greetingTarget)
}
