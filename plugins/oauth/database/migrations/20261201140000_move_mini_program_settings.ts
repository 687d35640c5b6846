import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

const NAMES = ['enable', 'appid', 'secret', 'page', 'api_url']

/** Renames stored rows from one (group, name) to another, keeping their values; a row already at the target gives way. */
export async function moveSettingRows(db: QueryClientContract, moves: [from: [string, string], to: [string, string]][]) {
  for (const [[fromGroup, fromName], [toGroup, toName]] of moves) {
    const row = await db.from('settings').where({ group_name: fromGroup, name: fromName }).first()
    if (!row) continue
    await db.from('settings').where({ group_name: toGroup, name: toName }).delete()
    await db.from('settings').where('id', row.id).update({ group_name: toGroup, name: toName })
  }
}

/**
 * The mini-program's settings leave 第三方登录 for 小程序配置 (group `mp`, /admin/config/miniprogram):
 * oauth.wechatmp_<name> becomes mp.<name>, keeping what the operator stored.
 */
export default class extends BaseSchema {
  async up() {
    this.defer((db) =>
      moveSettingRows(
        db,
        NAMES.map((name) => [
          ['oauth', `wechatmp_${name}`],
          ['mp', name],
        ])
      )
    )
  }

  async down() {
    this.defer((db) =>
      moveSettingRows(
        db,
        NAMES.map((name) => [
          ['mp', name],
          ['oauth', `wechatmp_${name}`],
        ])
      )
    )
  }
}
