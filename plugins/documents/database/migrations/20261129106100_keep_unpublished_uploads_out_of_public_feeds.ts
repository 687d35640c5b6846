import { BaseSchema } from '@adonisjs/lucid/schema'
import { hideUnpublishedUploadLines } from '../upgrades/hide_unpublished_upload_lines.js'

/** Public feeds show published documents only: old upload lines of documents nobody else can read become the uploader's own. */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await hideUnpublishedUploadLines(db)
    })
  }

  async down() {}
}
