import db from '@adonisjs/lucid/services/db'
import { createAdvertisement, createAdvertisementValidator } from '#plugins/ads/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { mappedIds, remember } from '../services/import_map.js'

function reasonOf(error: unknown) {
  const messages = (error as { messages?: { message: string }[] }).messages
  return messages?.[0]?.message ?? (error as Error).message
}

/**
 * Advertisements, checked and created as the admin form does (same positions as MOREDOC's,
 * content cleaned). The ad and its map row are two writes: a run stopped between them would
 * copy that one ad again, which an administrator sees and deletes.
 */
export async function importAdvertisements(context: ImportContext) {
  const users = await mappedIds('user')
  return importEachRow(context, {
    kind: 'advertisement',
    label: '广告',
    table: 'advertisement',
    copy: async (row) => {
      let input
      try {
        input = await createAdvertisementValidator.validate({
          position: row.position,
          title: String(row.title ?? '').slice(0, 128),
          content: String(row.content ?? ''),
          enable: Boolean(Number(row.enable ?? 1)),
          start_time: row.start_time || null,
          end_time: row.end_time || null,
          remark: String(row.remark ?? '').slice(0, 255),
        })
      } catch (error) {
        return { skipped: `未通过本站校验：${reasonOf(error)}` }
      }
      let advertisement
      try {
        advertisement = await createAdvertisement(input, users.get(Number(row.user_id)) ?? 0)
      } catch (error) {
        return { skipped: `未通过本站校验：${reasonOf(error)}` }
      }
      await db.transaction((trx) => remember('advertisement', Number(row.id), advertisement.id, trx))
      return { imported: advertisement.id }
    },
  })
}
