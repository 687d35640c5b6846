import db from '@adonisjs/lucid/services/db'
import { Category } from '#plugins/categories/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { mappedIds, remember } from '../services/import_map.js'

type Row = Record<string, any>

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
 * same title under the same parent here is that category. Icons and covers are not copied.
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
    copy: (row) =>
      db.transaction(async (trx) => {
        const sourceParent = Number(row.parent_id ?? 0)
        const parentId = sourceParent === 0 ? 0 : mapped.get(sourceParent)
        if (parentId === undefined) return { skipped: `上级分类 ${sourceParent} 不存在或未迁移` }
        const type = Number(row.type ?? 0)
        const title = String(row.title ?? '').slice(0, 64)
        const existing = await Category.query({ client: trx }).where({ parentId, type, title }).first()
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
              icon: '',
              cover: '',
              description: String(row.description ?? '').slice(0, 512),
              showDescription: Boolean(row.show_description),
            },
            { client: trx }
          ))
        await remember('category', Number(row.id), category.id, trx)
        mapped.set(Number(row.id), category.id)
        return { imported: category.id, note: existing ? `分类「${title}」已存在，并入本站同名分类` : undefined }
      }),
  })
}
