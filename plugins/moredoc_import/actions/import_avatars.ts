import db from '@adonisjs/lucid/services/db'
import { AttachmentType } from '#core/storage/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { mappedIds, remember } from '../services/import_map.js'
import { storeUploadedImageOf } from '../services/uploaded_image.js'

/**
 * Avatars of the accounts copied (an account here that has its own avatar keeps it):
 * each image read from --uploads, cropped to 256×256 like an avatar upload. Kept apart from
 * the accounts so a missing image leaves the account in and is tried again on the next run.
 */
export async function importAvatars(context: ImportContext) {
  const users = await mappedIds('user')
  const { source } = context
  const withAvatar = (query: any) => query.whereNotNull('avatar').whereNot('avatar', '')
  return importEachRow(context, {
    kind: 'avatar',
    label: '头像',
    table: 'user',
    rows: source.rows('user', withAvatar),
    total: await source.count('user', withAvatar),
    copy: async (row) => {
      const userId = users.get(Number(row.id))
      if (!userId) return { skipped: `用户 ${row.id} 未迁移` }
      const user = await db.from('users').where('id', userId).select('avatar').firstOrFail()
      if (user.avatar) return { skipped: '本站账号已有头像，保留不变' }
      const image = await storeUploadedImageOf(context.uploads, String(row.avatar), {
        userId,
        ip: '',
        type: AttachmentType.Avatar,
        typeId: userId,
        maxBytes: 5 * 1024 * 1024,
        fit: 'cover',
        side: 256,
        label: '头像',
      })
      if ('missing' in image) return { skipped: image.missing }
      await db.transaction(async (trx) => {
        await trx.from('users').where('id', userId).update({ avatar: image.attachment.path })
        await remember('avatar', Number(row.id), image.attachment.id, trx)
      })
      return { imported: image.attachment.id }
    },
  })
}
