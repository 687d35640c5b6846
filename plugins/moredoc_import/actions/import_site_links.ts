import db from '@adonisjs/lucid/services/db'
import { Friendlink, Navigation } from '#core/site/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { mappedIds, remember } from '../services/import_map.js'
import { siteLinkMapper } from '../services/site_links.js'

/**
 * The header navigation, parents first (MOREDOC lists a child after its parent only by
 * chance of ids). An entry with the same title and address here (the seeded 首页 …) is that
 * entry, left as it is. Links to MOREDOC's categories and documents point at the same ones here.
 */
export async function importNavigation(context: ImportContext) {
  const rows: Record<string, any>[] = []
  for await (const row of context.source.rows('navigation')) rows.push(row)
  const ordered = [...rows.filter((row) => !Number(row.parent_id)), ...rows.filter((row) => Number(row.parent_id))]
  const mapped = await mappedIds('navigation')
  const linkHere = await siteLinkMapper()
  return importEachRow(context, {
    kind: 'navigation',
    label: '导航',
    table: 'navigation',
    rows: ordered,
    total: ordered.length,
    copy: (row) =>
      db.transaction(async (trx) => {
        const sourceParent = Number(row.parent_id ?? 0)
        const parentId = sourceParent ? mapped.get(sourceParent) : 0
        if (parentId === undefined) return { skipped: `上级导航 ${sourceParent} 不存在或未迁移` }
        const title = String(row.title ?? '').slice(0, 64)
        const { href, unmapped } = linkHere(String(row.href ?? '').slice(0, 255))
        const existing = await Navigation.query({ client: trx }).where({ title, href }).first()
        const navigation =
          existing ??
          (await Navigation.create(
            {
              title,
              href,
              color: String(row.color ?? '').slice(0, 16),
              target: String(row.target || '_self').slice(0, 16),
              enable: Boolean(Number(row.enable ?? 0)),
              fixed: false,
              sort: Number(row.sort ?? 0),
              parentId,
              description: String(row.description ?? '').slice(0, 255),
            },
            { client: trx }
          ))
        await remember('navigation', Number(row.id), navigation.id, trx)
        mapped.set(Number(row.id), navigation.id)
        return { imported: navigation.id, note: unmapped }
      }),
  })
}

/** Friend links; one with the same title and address here is that link. */
export function importFriendlinks(context: ImportContext) {
  return importEachRow(context, {
    kind: 'friendlink',
    label: '友情链接',
    table: 'friendlink',
    copy: (row) =>
      db.transaction(async (trx) => {
        const title = String(row.title ?? '').slice(0, 64)
        const link = String(row.link ?? '').slice(0, 255)
        const friendlink =
          (await Friendlink.query({ client: trx }).where({ title, link }).first()) ??
          (await Friendlink.create(
            {
              title,
              link,
              description: String(row.description ?? '').slice(0, 255),
              sort: Number(row.sort ?? 0),
              enable: Boolean(Number(row.enable ?? 0)),
            },
            { client: trx }
          ))
        await remember('friendlink', Number(row.id), friendlink.id, trx)
        return { imported: friendlink.id }
      }),
  })
}
