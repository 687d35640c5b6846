import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The document index was built from every page's text and with radicals folded to traditional
 * characters; it now holds only the pages a guest may read, refolded. An existing site's index is
 * rebuilt once: an unfinished run is left here, and the web process queues it when it starts
 * (queue_unfinished_rebuilds.ts). A new site has nothing indexed yet.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (client) => {
      const hasDocuments = await client.schema.hasTable('documents')
      if (!hasDocuments || !(await client.from('documents').select('id').first())) return
      const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
      const run = { stamp: Date.now(), last_id: 0, done: 0, finished_at: null, updated_at: now }
      const existing = await client.from('search_rebuilds').where('kind', 'document').first()
      if (existing) await client.from('search_rebuilds').where('kind', 'document').update(run)
      else await client.table('search_rebuilds').insert({ kind: 'document', ...run, created_at: now })
    })
  }

  async down() {
    // A rebuild asked for needs no undoing.
  }
}
