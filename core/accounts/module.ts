import { definePlugin } from '#core/kernel/define_plugin'
import { sharedProps } from '#core/kernel/shared_props'
import { allowedAdminPages } from '#core/access/allowed_pages'
import { userDeletion } from '#core/access/contracts'
import { currentUserJson } from './transformers/user_transformer.js'
import { accountsPermissions } from './permissions.js'
import { forgetFollowsOf } from './actions/follow_user.js'

export default definePlugin({
  id: 'accounts',
  title: '用户',
  dependsOn: ['settings', 'storage', 'mail'],
  permissions: accountsPermissions,
  routes: () => import('./routes.js'),
  boot() {
    userDeletion.add('accounts', forgetFollowsOf)
    sharedProps.add('accounts', async (ctx) => {
      const user = ctx.auth?.user
      if (!user) return { user: null, allowedPages: [] }
      return { user: await currentUserJson(user), allowedPages: await allowedAdminPages(user) }
    })
  },
})
