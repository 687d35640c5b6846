import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * system.recommend_words no longer defaults to 简历,合同,论文,PPT模板: fixed words that found
 * nothing on most sites. Where that old default was stored unchanged (saving the form stores
 * every field), it goes, and the home page shows what visitors really searched.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db
        .from('settings')
        .where({ group_name: 'system', name: 'recommend_words' })
        .where('value', JSON.stringify('简历,合同,论文,PPT模板'))
        .update({ value: null })
    })
  }

  async down() {}
}
