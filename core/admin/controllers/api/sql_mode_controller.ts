import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'

function modes(value: unknown) {
  return String(value ?? '')
    .split(',')
    .map((mode) => mode.trim())
    .filter(Boolean)
}

export default class SqlModeController {
  /**
   * PUT /api/v1/sqlmode (api-shapes §19). MOREDOC drops ONLY_FULL_GROUP_BY from the server's
   * global sql_mode because its queries need that; Docsite's queries run under either, so it
   * changes nothing on a database others may share and reports what is set instead.
   */
  async update() {
    if (db.connection().dialect.name !== 'mysql') throw ApiError.badRequest('当前数据库是 SQLite，没有 sql_mode 可设置')
    const [rows] = await db.rawQuery('SELECT @@SESSION.sql_mode AS session_mode, @@GLOBAL.sql_mode AS global_mode')
    const session = modes(rows[0]?.session_mode)
    const global = modes(rows[0]?.global_mode)
    return {
      sql_mode: session.join(','),
      global_sql_mode: global.join(','),
      only_full_group_by: session.includes('ONLY_FULL_GROUP_BY'),
      changed: false,
      message: 'Docsite 的查询在任一 sql_mode 下都能运行，无需修改数据库设置',
    }
  }
}
