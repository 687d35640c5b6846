import db from '@adonisjs/lucid/services/db'
import { AttachmentType } from '#core/storage/contracts'
import { Banner, BANNER_IMAGE_MAX_BYTES, BannerType } from '#plugins/ads/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { remember } from '../services/import_map.js'
import { storeUploadedImageOf } from '../services/uploaded_image.js'
import { siteLinkMapper } from '../services/site_links.js'

const TYPES = new Set<number>(Object.values(BannerType))

/**
 * Carousel banners with their images, read from --uploads and kept like an administrator's
 * upload; a link to one of MOREDOC's categories or documents points at the same one here.
 */
export async function importBanners(context: ImportContext) {
  const linkHere = await siteLinkMapper()
  return importEachRow(context, {
    kind: 'banner',
    label: '横幅',
    table: 'banner',
    copy: async (row) => {
      const image = await storeUploadedImageOf(context.uploads, String(row.path ?? ''), {
        userId: 0,
        ip: '',
        type: AttachmentType.Banner,
        maxBytes: BANNER_IMAGE_MAX_BYTES,
        fit: 'inside',
        side: 2400,
        maxPixels: 80_000_000,
        label: '横幅',
      })
      if ('missing' in image) return { skipped: image.missing }
      const { href: url, unmapped } = linkHere(String(row.url ?? '').slice(0, 255))
      return db.transaction(async (trx) => {
        const type = Number(row.type ?? 0)
        const banner = await Banner.create(
          {
            title: String(row.title ?? '').slice(0, 128),
            path: image.attachment.path,
            url,
            description: String(row.description ?? '').slice(0, 255),
            type: (TYPES.has(type) ? type : BannerType.Website) as Banner['type'],
            sort: Number(row.sort ?? 0),
            enable: Boolean(Number(row.enable ?? 1)),
          },
          { client: trx }
        )
        await trx.from('attachments').where('id', image.attachment.id).update({ type_id: banner.id })
        await remember('banner', Number(row.id), banner.id, trx)
        return { imported: banner.id, note: unmapped }
      })
    },
  })
}
