import { BaseSchema } from '@adonisjs/lucid/schema'
import { refoldStoredTexts } from '../../actions/refold_stored_texts.js'

/**
 * Radicals in simplified Chinese PDFs (用⼾名) were folded to traditional characters (用戶名),
 * which a search for 用户名 missed: stored texts get the simplified characters back. The
 * search index is rebuilt from them by `docsite search reindex --kind document` (README).
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await refoldStoredTexts(db)
    })
  }

  async down() {}
}
