import { test } from '@japa/runner'
import Language from '../../models/language.js'

test.group('GET /api/v1/settings: settings.language', (group) => {
  let made: Language[] = []
  group.each.teardown(async () => {
    await Language.query()
      .whereIn(
        'id',
        made.map((item) => item.id)
      )
      .delete()
    made = []
  })

  test('lists the enabled document languages as { id, language, code }, in the admin order, and follows changes', async ({
    client,
    assert,
  }) => {
    made = await Language.createMany([
      { language: '世界语', code: 'eo', enable: true, sort: 9000, total: 0 },
      { language: '拉丁语', code: 'la', enable: false, sort: 9001, total: 0 },
    ])
    const [esperanto, latin] = made

    const first = await client.get('/api/v1/settings')
    first.assertStatus(200)
    const languages = first.body().language as { id: number; language: string; code: string }[]
    assert.isArray(languages)
    assert.deepEqual(languages[0], { id: esperanto.id, language: '世界语', code: 'eo' }, 'highest sort first, exactly the three fields')
    assert.notInclude(
      languages.map((item) => item.code),
      'la',
      'a disabled language is not offered'
    )
    const enabled = await Language.query().where('enable', true)
    assert.lengthOf(languages, enabled.length)
    assert.equal(first.body().system.sitename !== undefined, true, 'the settings groups are still there')

    latin.enable = true
    await latin.save()
    const second = await client.get('/api/v1/settings')
    assert.deepEqual(second.body().language[0], { id: latin.id, language: '拉丁语', code: 'la' }, 'a language enabled since shows at once')
  })
})
