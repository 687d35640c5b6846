import type { JobDefinition } from '#core/queue/contracts'
import { tidyOauthLeftovers } from '../actions/pending_logins.js'

/** Expired first logins and day-old used codes are of no further use. */
export const tidyOauthJob: JobDefinition<Record<string, never>> = {
  name: 'oauth.tidy',
  label: '清理第三方登录临时数据',
  attempts: 2,
  async handle() {
    await tidyOauthLeftovers()
  },
}
