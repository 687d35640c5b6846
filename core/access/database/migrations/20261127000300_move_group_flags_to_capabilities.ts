import { BaseSchema } from '@adonisjs/lucid/schema'

/** The per-feature columns groups had before plugins registered capabilities, with their old defaults. */
const FORMER_COLUMNS: Record<string, boolean> = {
  enable_upload: false,
  enable_document_review: true,
  enable_comment: true,
  enable_comment_approval: false,
  enable_article: false,
  enable_article_approval: true,
}

/**
 * Group switches move from one column per feature to group_capabilities rows, keyed like
 * the group API fields, so a plugin adds one without a migration of the groups table.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('group_capabilities', (table) => {
      table.increments('id')
      table.integer('group_id').unsigned().notNullable().references('id').inTable('groups').onDelete('CASCADE')
      table.string('key', 64).notNullable()
      table.boolean('enabled').notNullable()
      table.unique(['group_id', 'key'])
    })
    this.defer(async (client) => {
      const groups = await client.from('groups').select('id', ...Object.keys(FORMER_COLUMNS))
      const rows = groups.flatMap((group) =>
        Object.keys(FORMER_COLUMNS).map((key) => ({ group_id: group.id, key, enabled: Boolean(group[key]) }))
      )
      // A few hundred rows per statement: SQLite refuses more than 500 terms in one compound SELECT.
      for (let start = 0; start < rows.length; start += 300) {
        await client
          .insertQuery()
          .table('group_capabilities')
          .multiInsert(rows.slice(start, start + 300))
      }
      await this.dropFormerColumns(client)
    })
  }

  async down() {
    this.schema.alterTable('groups', (table) => {
      for (const [column, fallback] of Object.entries(FORMER_COLUMNS)) {
        table.boolean(column).notNullable().defaultTo(fallback)
      }
    })
    this.defer(async (client) => {
      const rows = await client.from('group_capabilities').whereIn('key', Object.keys(FORMER_COLUMNS))
      for (const row of rows) {
        await client
          .from('groups')
          .where('id', row.group_id)
          .update({ [row.key]: Boolean(row.enabled) })
      }
    })
    this.schema.dropTable('group_capabilities')
  }

  /**
   * SQLite drops each column in place: knex would rebuild the table, and dropping the old
   * copy would cascade into user_groups and group_permissions.
   */
  private async dropFormerColumns(client: Parameters<Parameters<BaseSchema['defer']>[0]>[0]) {
    if (this.db.dialect.name === 'mysql') {
      await client.schema.alterTable('groups', (table) => table.dropColumns(...Object.keys(FORMER_COLUMNS)))
      return
    }
    for (const column of Object.keys(FORMER_COLUMNS)) {
      await client.rawQuery(`ALTER TABLE groups DROP COLUMN ${column}`)
    }
  }
}
