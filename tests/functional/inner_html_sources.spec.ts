import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { rebuildIndex } from '#core/search/contracts'
import { createUser } from '#tests/helpers/users'
import { documentsDisabled, disabledReason } from '#plugins/documents/tests/functional/admin_helpers'
import { makeSearchableDocument, withSearchIndex } from '#plugins/documents/tests/functional/search_helpers'

/**
 * Sources of HTML the pages insert as markup (dangerouslySetInnerHTML) that a visitor or
 * uploader can reach: a document's title and text. Each is fed markup that would run and
 * must come out inert. tests/unit/inner_html_inventory.spec.ts lists where every other
 * source is proven.
 */
const PAYLOAD = '</script><script>window.__xss=1</script><img src=x onerror="window.__xss=2">'

/** The JSON-LD element of a page: the first </script> after it ends it, so nothing of the payload may. */
function jsonLdOf(html: string) {
  const match = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)
  return match?.[1]
}

test.group('HTML inserted into pages: documents', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  withSearchIndex(group)
  group.each.timeout(120_000)

  test('a title that closes the JSON-LD script stays inside it as text', async ({ client, assert }) => {
    const owner = await createUser()
    const document = await makeSearchableDocument({ userId: owner.id, title: `合同 ${PAYLOAD}`, body: '正文' })
    const response = await client.get(`/document/${document.id}`).header('Accept', 'text/html')
    response.assertStatus(200)
    const jsonLd = jsonLdOf(response.text())
    assert.isString(jsonLd)
    assert.notInclude(jsonLd!, '<')
    assert.equal(JSON.parse(jsonLd!).name, `合同 ${PAYLOAD}`)
    assert.notInclude(response.text(), '<script>window.__xss')
    assert.notInclude(response.text(), '<img src=x onerror')
  })

  test('search hits show a markup title and text as text, with only the highlight as markup', async ({ client, assert }) => {
    const owner = await createUser()
    const word = '违约'
    await makeSearchableDocument({ userId: owner.id, title: `${word} ${PAYLOAD}`, body: `${word} 第一页 ${PAYLOAD}` })
    await rebuildIndex('document', { restart: true })

    const api = await client.get('/api/v1/search').qs({ wd: word, type: 0 })
    api.assertStatus(200)
    const [hit] = api.body().document
    for (const html of [hit.title, hit.description]) {
      assert.include(html, `<em>${word}</em>`)
      assert.notMatch(html, /<(?!\/?em>)/, 'no element but <em>')
    }

    const page = await client.get('/search').qs({ wd: word, type: 0 }).header('Accept', 'text/html')
    page.assertStatus(200)
    assert.include(page.text(), `<em>${word}</em>`)
    assert.notInclude(page.text(), '<script>window.__xss')
    assert.notInclude(page.text(), '<img src=x onerror')
  })

  test('a phrase found inside a document page comes back as escaped text around the highlight', async ({ client, assert }) => {
    const owner = await createUser()
    const document = await makeSearchableDocument({ userId: owner.id, pages: 2, body: `第一页\f违约条款 ${PAYLOAD}` })
    await db.from('documents').where('id', document.id).update({ preview: 2 })
    const response = await client.get('/api/v1/document/pages/search').qs({ id: document.id, wd: '违约' })
    response.assertStatus(200)
    const [found] = response.body().page
    assert.include(found.snippet, '<em>违约</em>')
    assert.notMatch(found.snippet, /<(?!\/?em>)/, 'no element but <em>')
    assert.include(found.snippet, '&#60;script&#62;')
  })
})
