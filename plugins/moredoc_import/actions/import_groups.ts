import db from '@adonisjs/lucid/services/db'
import { Group, setGroupCapabilities } from '#core/access/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { remember } from '../services/import_map.js'

/** MOREDOC's group 1 is its administrators' group, made when the site was installed. */
const MOREDOC_ADMIN_GROUP = 1

/** MOREDOC's per-group switches, which are this site's group capabilities of the same names. */
const CAPABILITY_COLUMNS = [
  'enable_upload',
  'enable_document_review',
  'enable_comment',
  'enable_comment_approval',
  'enable_article',
  'enable_article_approval',
]

/**
 * Groups: MOREDOC's administrators become this site's super administrators, a group whose
 * title exists here is that group (left as it is), any other is created with MOREDOC's
 * switches. MOREDOC's permission rows name its own routes and are not copied: a created
 * group starts without admin permissions.
 */
export function importGroups(context: ImportContext) {
  return importEachRow(context, {
    kind: 'group',
    label: '用户组',
    table: 'group',
    copy: (row) =>
      db.transaction(async (trx) => {
        const sourceId = Number(row.id)
        const title = String(row.title ?? '').slice(0, 64)
        const existing =
          sourceId === MOREDOC_ADMIN_GROUP
            ? await Group.query({ client: trx }).where('isSuper', true).orderBy('id').first()
            : await Group.query({ client: trx }).where('title', title).first()
        let targetId = existing?.id
        if (!targetId) {
          const group = await Group.create(
            {
              title,
              color: String(row.color ?? '').slice(0, 32),
              description: String(row.description ?? '').slice(0, 255),
              sort: Number(row.sort ?? 0),
              isDefault: false,
              isDisplay: Boolean(row.is_display),
              isSuper: false,
              userCount: 0,
            },
            { client: trx }
          )
          const capabilities = Object.fromEntries(CAPABILITY_COLUMNS.map((column) => [column, Boolean(row[column])]))
          await setGroupCapabilities(group.id, capabilities, trx)
          targetId = group.id
        }
        await remember('group', sourceId, targetId, trx)
        return { imported: targetId }
      }),
  })
}
