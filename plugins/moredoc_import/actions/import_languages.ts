import db from '@adonisjs/lucid/services/db'
import { Language } from '#plugins/documents/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { remember } from '../services/import_map.js'

/**
 * Document languages, before the documents that name them by code; a code this site has is
 * that language, left as it is. Counts follow the documents as they convert.
 */
export function importLanguages(context: ImportContext) {
  return importEachRow(context, {
    kind: 'language',
    label: '语言',
    table: 'language',
    copy: (row) =>
      db.transaction(async (trx) => {
        const code = String(row.code ?? '')
          .trim()
          .slice(0, 16)
        if (!code) return { skipped: '语言代码为空' }
        const language =
          (await Language.query({ client: trx }).where('code', code).first()) ??
          (await Language.create(
            {
              language: String(row.language ?? code).slice(0, 64),
              code,
              enable: Boolean(Number(row.enable ?? 0)),
              total: 0,
              sort: Number(row.sort ?? 0),
            },
            { client: trx }
          ))
        await remember('language', Number(row.id), language.id, trx)
        return { imported: language.id }
      }),
  })
}
