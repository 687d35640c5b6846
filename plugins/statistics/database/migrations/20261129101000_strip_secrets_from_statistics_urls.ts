import { BaseSchema } from '@adonisjs/lucid/schema'
import { stripStoredSecrets } from '#core/kernel/database/strip_stored_secrets'

/**
 * Page views recorded before URLs were cleaned kept reset tokens and OAuth codes
 * (/findpassword?token=…&email=…) that 访客分析 listed as links: they lose them here.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (client) => {
      await stripStoredSecrets(client, 'statistics_page_views', ['url', 'referer'])
      await stripStoredSecrets(client, 'statistics_visitors', ['last_url'])
    })
  }

  async down() {
    // What was removed is not kept anywhere: nothing to put back.
  }
}
