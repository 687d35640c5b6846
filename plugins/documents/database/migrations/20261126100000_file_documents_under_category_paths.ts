import { BaseSchema } from '@adonisjs/lucid/schema'
import { fileUnderCategoryPaths } from '../../actions/file_under_category_paths.js'

/**
 * Documents are filed under their category's whole path (a 中学 document also counts under
 * 教育资料). Sites whose imports filed only the leaf get the missing ancestors once, with
 * their counts. Nothing to undo: the added filings are what new uploads get anyway.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await fileUnderCategoryPaths(db)
    })
  }

  async down() {}
}
