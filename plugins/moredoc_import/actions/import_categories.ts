import db from '@adonisjs/lucid/services/db'
import { AttachmentType } from '#core/storage/contracts'
import { Category, CATEGORY_IMAGE_MAX_BYTES } from '#plugins/categories/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { mappedIds, remember } from '../services/import_map.js'
import { storeUploadedImageOf } from '../services/uploaded_image.js'

type Row = Record<string, any>

/** A category icon or cover MOREDOC recorded, stored here; `missing` says why it is not. */
async function imageOf(context: ImportContext, recorded: unknown) {
  if (!recorded) return { path: '' }
  const image = await storeUploadedImageOf(context.uploads, String(recorded), {
    userId: 0,
    ip: '',
    type: AttachmentType.CategoryCover,
    maxBytes: CATEGORY_IMAGE_MAX_BYTES,
    fit: 'inside',
    side: 1200,
  })
  return 'missing' in image ? { path: '', missing: image.missing } : { path: image.attachment.path }
}

/** Parents before their children; a row whose parent is not in the table comes last (and is left out). */
function parentsFirst(rows: Row[]) {
  const placed = new Set<number>()
  const ordered: Row[] = []
  let pending = rows
  while (pending.length) {
    const ready = pending.filter((row) => Number(row.parent_id) === 0 || placed.has(Number(row.parent_id)))
    if (ready.length === 0) break
    for (const row of ready) placed.add(Number(row.id))
    ordered.push(...ready)
    pending = pending.filter((row) => !placed.has(Number(row.id)))
  }
  return [...ordered, ...pending]
}

/**
 * Document and article categories as one tree per type, parents first. A category with the
 * same title under the same parent here is that category. Icons and covers are read from
 * --uploads; one that is missing leaves the category without it (the report says so).
 */
export async function importCategories(context: ImportContext) {
  const rows: Row[] = []
  for await (const row of context.source.rows('category')) rows.push(row)
  const ordered = parentsFirst(rows)
  const mapped = await mappedIds('category')
  return importEachRow(context, {
    kind: 'category',
    label: '分类',
    table: 'category',
    rows: ordered,
    total: ordered.length,
    copy: async (row) => {
      const sourceParent = Number(row.parent_id ?? 0)
      const parentId = sourceParent === 0 ? 0 : mapped.get(sourceParent)
      if (parentId === undefined) return { skipped: `上级分类 ${sourceParent} 不存在或未迁移` }
      const type = Number(row.type ?? 0)
      const title = String(row.title ?? '').slice(0, 64)
      const existing = await Category.query().where({ parentId, type, title }).first()
      const images = existing ? null : { icon: await imageOf(context, row.icon), cover: await imageOf(context, row.cover) }
      return db.transaction(async (trx) => {
        const category =
          existing ??
          (await Category.create(
            {
              parentId,
              type,
              title,
              enable: row.enable === undefined ? true : Boolean(row.enable),
              docCount: 0,
              sort: Number(row.sort ?? 0),
              icon: images?.icon.path ?? '',
              cover: images?.cover.path ?? '',
              description: String(row.description ?? '').slice(0, 512),
              showDescription: Boolean(row.show_description),
            },
            { client: trx }
          ))
        await remember('category', Number(row.id), category.id, trx)
        mapped.set(Number(row.id), category.id)
        const notes = [existing && `分类「${title}」已存在，并入本站同名分类`, images?.icon.missing, images?.cover.missing].filter(Boolean)
        return { imported: category.id, note: notes.length ? notes.join('；') : undefined }
      })
    },
  })
}
