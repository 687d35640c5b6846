import { BaseSchema } from '@adonisjs/lucid/schema'
import { describeText } from '../../services/conversion/text_normalize.js'
import { gatePages } from '../../services/document_text_gate.js'

const BATCH = 200

/**
 * A description the conversion made was the start of the whole text, which on a document whose
 * first pages hold little text reached past the preview. Those (a description equal to what the
 * whole text gives, so never one a person wrote) are made again from the preview pages alone.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      let after = 0
      for (;;) {
        const rows = await db
          .from('documents')
          .join('document_texts', 'document_texts.hash', 'documents.hash')
          .where('documents.id', '>', after)
          .whereNot('documents.description', '')
          .whereRaw('documents.preview < documents.pages')
          .orderBy('documents.id')
          .limit(BATCH)
          .select('documents.id', 'documents.preview', 'documents.description', 'document_texts.content')
        if (rows.length === 0) return
        for (const row of rows) {
          const pages = String(row.content ?? '').split('\f')
          if (describeText(pages.filter(Boolean).join(' ')).slice(0, 512) !== row.description) continue
          const shown = gatePages(pages, { preview: Number(row.preview) }, 'preview')
          const description = describeText(shown.filter(Boolean).join(' ')).slice(0, 512)
          if (description !== row.description) await db.from('documents').where('id', row.id).update({ description })
        }
        after = Number(rows.at(-1).id)
      }
    })
  }

  async down() {}
}
