import { BaseSchema } from '@adonisjs/lucid/schema'
import { stripStoredSecrets } from '#core/kernel/database/strip_stored_secrets'

/** A link pasted into the search box was recorded with its token: 搜索记录 keeps its words only. */
export default class extends BaseSchema {
  async up() {
    this.defer(async (client) => {
      await stripStoredSecrets(client, 'search_records', ['keywords'])
    })
  }

  async down() {
    // What was removed is not kept anywhere: nothing to put back.
  }
}
