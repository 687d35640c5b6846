import db from '@adonisjs/lucid/services/db'
import { Group, Permission } from '#core/access/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { mappedIds, remember } from '../services/import_map.js'

/**
 * What MOREDOC's groups were allowed to do: each of its permission rows (method and path,
 * e.g. GET /api/v1/document/list) is granted through the permission row here with the same
 * method and path, this site's API following MOREDOC's. A row with no such match here is
 * reported; a super administrators' group holds every permission already.
 */
export async function importGroupPermissions(context: ImportContext) {
  const { source } = context
  const groups = await mappedIds('group')
  const sourcePermissions = new Map<number, { method: string; path: string }>()
  for await (const row of source.rows('permission')) {
    sourcePermissions.set(Number(row.id), { method: String(row.method), path: String(row.path) })
  }
  return importEachRow(context, {
    kind: 'group_permission',
    label: '用户组权限',
    table: 'group_permission',
    copy: (row) =>
      db.transaction(async (trx) => {
        const groupId = groups.get(Number(row.group_id))
        if (!groupId) return { skipped: `用户组 ${row.group_id} 未迁移` }
        const wanted = sourcePermissions.get(Number(row.permission_id))
        if (!wanted) return { skipped: `MOREDOC 权限 ${row.permission_id} 不存在` }
        const group = (await Group.findOrFail(groupId, { client: trx })).useTransaction(trx)
        if (group.isSuper) return { skipped: `${group.title}拥有全部权限，无需逐条授予` }
        const permission = await Permission.query({ client: trx }).where({ method: wanted.method, path: wanted.path }).first()
        if (!permission) return { skipped: `本站没有对应的权限 ${wanted.method} ${wanted.path}` }
        const held = await group.related('permissions').query().where('permissions.id', permission.id).first()
        if (!held) await group.related('permissions').attach([permission.id], trx)
        await remember('group_permission', Number(row.id), permission.id, trx)
        return { imported: permission.id }
      }),
  })
}
