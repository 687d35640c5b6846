import app from '@adonisjs/core/services/app'
import pluginRegistry from '#core/kernel/plugin_registry'
import { meTabs, profileTabs, User, userFlags } from '#core/accounts/contracts'
import { userDeletion } from '#core/access/contracts'
import Greeting from '../models/greeting.js'
import { createGreeting } from '../actions/create_greeting.js'

/**
 * 我的问候 in the personal centre, 问候 on everyone's public page, whether the member has left a
 * greeting (a user flag the header's 问候 popover reads), a greeting for each new member (the
 * accounts:registered event), and a deleted user's greetings go with them.
 */
export default async function accountsBoot() {
  meTabs.add('hello', () => [{ key: 'hello', title: '我的问候', href: '/me/hello', icon: 'HelloWave', description: '你留下的问候' }])
  profileTabs.add('hello', () => [{ key: 'hello', title: '问候', path: '/hello', sort: 30 }])
  userFlags.add('hello', async (user) => ({ 'hello.greeted': (await Greeting.query().where('userId', user.id).first()) !== null }))
  userDeletion.add('hello', async (userIds, trx) => {
    await Greeting.query({ client: trx }).whereIn('userId', userIds).delete()
  })
  // The emitter service is bound once the app has booted; plugins boot before that. Unlike
  // extension points, listeners are not switched off with the plugin: it asks at each event.
  const emitter = await app.container.make('emitter')
  emitter.on('accounts:registered', async ({ userId }) => {
    if (!pluginRegistry.isEnabled('hello')) return
    const user = await User.find(userId)
    if (user) await createGreeting({ name: user.username })
  })
}
