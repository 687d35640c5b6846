import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import SearchRecord from '#core/search/models/search_record'
import { inertiaPage } from '#tests/helpers/inertia'

async function searched(runs: [string, number, number][]) {
  await SearchRecord.createMany(
    runs.map(([keywords, total, type]) => ({ keywords, total, ip: '', type, page: 1, userId: 0, userAgent: '', spendTime: 0 }))
  )
}

async function homeProps(client: any) {
  const response = await client.get('/').header('Accept', 'text/html')
  response.assertStatus(200)
  return inertiaPage(response.text()).props
}

test.group('Home: 热门搜索', (group) => {
  // The first server render compiles the page.
  group.each.timeout(120_000)
  group.each.setup(async () => {
    await db.from('search_records').delete()
    await db.from('search_hidden_words').delete()
    const words = await settings.get<string>('system', 'recommend_words')
    return async () => {
      await settings.update('system', { recommend_words: words })
    }
  })

  test('a new site shows no fixed words: recommend_words is empty by default and nobody has searched', async ({ client, assert }) => {
    await db.from('settings').where({ group_name: 'system', name: 'recommend_words' }).update({ value: null })
    settings.forget()
    assert.equal(await settings.get('system', 'recommend_words'), '')
    const props = await homeProps(client)
    assert.deepEqual(props.hotWords['0'], [])
  })

  test('the hero offers what visitors searched and found, per search type; words that found nothing are left out', async ({
    client,
    assert,
  }) => {
    await searched([
      ['劳动合同', 5, 0],
      ['劳动合同', 5, 0],
      ['找不到的词', 0, 0],
      ['写作技巧', 2, 1],
    ])
    const props = await homeProps(client)
    assert.deepEqual(props.hotWords['0'], ['劳动合同'])
    if ('1' in props.hotWords) assert.deepEqual(props.hotWords['1'], ['写作技巧'])
  })
})
