import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { rebuildIndex } from '#core/search/contracts'
import { refoldStoredTexts } from '#plugins/documents/actions/refold_stored_texts'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { queueConversion } from '#plugins/documents/actions/queue_conversion'
import { createUser } from '#tests/helpers/users'
import { documentFromBytes, drained, fresh, runConversionWorkers, textOf, useRealConverter } from './convert_helpers.js'
import { documentsDisabled, disabledReason, unique, wipeDocuments } from './admin_helpers.js'
import { makeSearchableDocument, wipeSearch } from './search_helpers.js'

async function searchIds(client: any, wd: string) {
  const response = await client.get('/api/v1/search').qs({ wd, type: 0 })
  response.assertStatus(200)
  return ((response.body().document ?? []) as { id: number }[]).map((item) => item.id)
}

/** Chrome/Skia PDFs write 户 as the Kangxi radical ⼾, which NFKC turns into the traditional 戶. */
test.group('Documents: radicals in simplified Chinese text', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.setup(runConversionWorkers)
  group.each.setup(async () => {
    await useRealConverter(1)
    await wipeDocuments()
    await wipeSearch()
  })
  group.each.timeout(120_000)

  test('a converted text with ⼾ in simplified sentences is found by searching 用户名', async ({ client, assert }) => {
    const word = unique('手册')
    const text = `${word}\n这是系统的使用说明。登录时请输入用⼾名和密码，然后进入⾨⼾网站的个人中心。\n`
    const document = await documentFromBytes(Buffer.from(text), `${word}.txt`)
    await queueConversion([document.id])
    await drained()
    const converted = await fresh(document.id)
    assert.equal(converted.status, DocumentStatus.Converted, converted.convertError)
    const content = String((await textOf(converted.hash)).content)
    assert.include(content, '请输入用户名和密码')
    assert.include(content, '门户网站')
    assert.notInclude(content, '戶')

    await rebuildIndex('document', { restart: true })
    assert.include(await searchIds(client, '用户名'), document.id)
  })

  test('the upgrade gives texts stored with 戶 their simplified characters back; traditional texts keep theirs', async ({
    client,
    assert,
  }) => {
    const owner = await createUser()
    const simplified = await makeSearchableDocument({
      userId: owner.id,
      title: unique('旧文档'),
      description: '请输入用戶名',
      body: '这是系统的使用说明。\f登录时请输入用戶名和密码，然后进入門戶网站。',
    })
    const traditional = await makeSearchableDocument({
      userId: owner.id,
      title: unique('繁體'),
      body: '這是系統的使用說明。登錄時請輸入用戶名。',
    })
    await rebuildIndex('document', { restart: true })
    assert.notInclude(await searchIds(client, '用户名'), simplified.id)

    const changed = await refoldStoredTexts(db.connection())
    assert.deepEqual(changed, [simplified.id])
    const stored = await db.from('document_texts').where('hash', simplified.hash).first()
    assert.equal(stored.content, '这是系统的使用说明。\f登录时请输入用户名和密码，然后进入门户网站。')
    assert.equal((await db.from('documents').where('id', simplified.id).first()).description, '请输入用户名')
    assert.include(String((await db.from('document_texts').where('hash', traditional.hash).first()).content), '用戶名')

    await rebuildIndex('document', { restart: true })
    assert.include(await searchIds(client, '用户名'), simplified.id)
  })
})
