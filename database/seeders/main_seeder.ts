import { existsSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import User from '#core/accounts/models/user'
import registry from '#core/kernel/plugin_registry'
import settings from '#core/settings/settings_service'
import { syncPermissions } from '#core/access/permission_sync'
import { ensureDefaultGroups } from '#core/access/default_groups'
import { DEFAULT_PASSWORD } from '#core/accounts/contracts'

export const ADMIN_USERNAME = 'admin'
const CHOSEN_PASSWORD = process.env.DOCSITE_ADMIN_PASSWORD

/**
 * Everything a fresh site needs, safe to run on every start: permission rows from the
 * routes, a row per setting, the default groups, the admin account, and the demo content
 * each module and plugin offers. Existing data is never overwritten.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    router.commit()
    await syncPermissions()
    await settings.sync()
    const { superAdmin, member } = await ensureDefaultGroups()

    let admin = await User.findBy('username', ADMIN_USERNAME)
    let created = false
    if (!admin) {
      admin = await User.create({
        username: ADMIN_USERNAME,
        email: 'admin@example.com',
        password: CHOSEN_PASSWORD || DEFAULT_PASSWORD,
        isDefaultPassword: !CHOSEN_PASSWORD,
      })
      created = true
    }
    for (const group of [superAdmin, member]) {
      const linked = await db.from('user_groups').where({ user_id: admin.id, group_id: group.id }).first()
      if (!linked) {
        await db.table('user_groups').insert({ user_id: admin.id, group_id: group.id })
        await db.from('groups').where('id', group.id).increment('user_count', 1)
      }
    }

    for (const manifest of registry.plugins) {
      const folder = manifest.id
      const file = ['core', 'plugins']
        .map((root) => `${root}/${folder}/database/seeders/demo_seeder`)
        .find((path) => existsSync(app.makePath(`${path}.ts`)) || existsSync(app.makePath(`${path}.js`)))
      if (!file) continue
      const { default: seed } = await import(app.makeURL(`${file}.js`).href)
      await seed()
    }

    const login = admin.isDefaultPassword
      ? `admin login: ${ADMIN_USERNAME} / ${DEFAULT_PASSWORD} (change it in 个人中心 → 修改密码)`
      : created
        ? `admin login: ${ADMIN_USERNAME} / the password in DOCSITE_ADMIN_PASSWORD`
        : `admin login: ${ADMIN_USERNAME} (password already changed by its owner)`
    console.log(`[docsite] ${login}`)
  }
}
