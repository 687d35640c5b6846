import { meTabs, profileTabs } from '#core/accounts/contracts'
import { userDeletion } from '#core/access/contracts'
import Greeting from '../models/greeting.js'

/** 我的问候 in the personal centre, 问候 on everyone's public page, and a deleted user's greetings go with them. */
export default async function accountsBoot() {
  meTabs.add('hello', () => [{ key: 'hello', title: '我的问候', href: '/me/hello', icon: 'HelloWave', description: '你留下的问候' }])
  profileTabs.add('hello', () => [{ key: 'hello', title: '问候', path: '/hello', sort: 30 }])
  userDeletion.add('hello', async (userIds, trx) => {
    await Greeting.query({ client: trx }).whereIn('userId', userIds).delete()
  })
}
