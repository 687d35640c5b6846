import { get } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { createUser, tokenFor } from '#tests/helpers/users'
import { documentPageExtras } from '#plugins/documents/contracts'
import { createReaderDocument } from './reader_fixtures.js'

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** Raw HTTP, so a gzip body stays as the server sent it (fetch would inflate it). */
function raw(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get({ host: process.env.HOST, port: Number(process.env.PORT), path }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

test.group('Page images', () => {
  test('only pages 1..preview, only in the document’s own format, with the right type', async ({ client, assert }) => {
    const document = await createReaderDocument({ pages: 6, preview: 3, previewExt: '.webp' })
    const first = await client.get(`/view/page/${document.id}/1.webp`)
    first.assertStatus(200)
    assert.equal(first.header('content-type'), 'image/webp')
    assert.equal(first.header('x-content-type-options'), 'nosniff')
    assert.match(first.header('etag') ?? '', /^".+"$/)
    ;(await client.get(`/view/page/${document.id}/3.webp`)).assertStatus(200)
    ;(await client.get(`/view/page/${document.id}/4.webp`)).assertStatus(404)
    ;(await client.get(`/view/page/${document.id}/0.webp`)).assertStatus(404)
    ;(await client.get(`/view/page/${document.id}/1.png`)).assertStatus(404)
    ;(await client.get(`/view/page/${document.id}/1.svg`)).assertStatus(404)
    ;(await client.get(`/view/page/${document.id}/..%2F..%2F1.webp`)).assertStatus(404)
    ;(await client.get(`/view/page/abc/1.webp`)).assertStatus(404)
    ;(await client.get(`/view/page/${'0'.repeat(32)}/1.webp`)).assertStatus(404)

    const again = await client.get(`/view/page/${document.id}/1.webp`).header('If-None-Match', first.header('etag') ?? '')
    again.assertStatus(304)
  })

  test('jpg and png previews keep their content type', async ({ client, assert }) => {
    const jpg = await createReaderDocument({ previewExt: '.jpg' })
    const png = await createReaderDocument({ previewExt: '.png' })
    assert.equal((await client.get(`/view/page/${jpg.id}/2.jpg`)).header('content-type'), 'image/jpeg')
    assert.equal((await client.get(`/view/page/${png.id}/2.png`)).header('content-type'), 'image/png')
  })

  test('an svg page is an image that can run nothing', async ({ client, assert }) => {
    const document = await createReaderDocument({ previewExt: '.svg' })
    const response = await client.get(`/view/page/${document.id}/1.svg`)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'image/svg+xml')
    assert.equal(response.header('content-security-policy'), SVG_CSP)
    assert.equal(response.header('x-content-type-options'), 'nosniff')
    assert.isUndefined(response.header('content-encoding'))
    assert.notMatch(response.header('content-disposition') ?? '', /inline/)
  })

  test('a .gzip.svg page is sent compressed with Content-Encoding: gzip', async ({ assert }) => {
    const document = await createReaderDocument({ previewExt: '.gzip.svg' })
    const response = await raw(`/view/page/${document.id}/2.gzip.svg`)
    assert.equal(response.status, 200)
    assert.equal(response.headers['content-type'], 'image/svg+xml')
    assert.equal(response.headers['content-encoding'], 'gzip')
    assert.equal(response.headers['content-security-policy'], SVG_CSP)
    assert.deepEqual([...response.body.subarray(0, 2)], [0x1f, 0x8b], 'the stored gzip bytes, untouched')
    assert.include(gunzipSync(response.body).toString(), '>2</text>')
  })

  test('cover and thumbnail by id and by hash', async ({ client, assert }) => {
    const document = await createReaderDocument()
    for (const path of [`/view/cover/${document.id}`, `/view/cover/${document.hash}`, `/view/thumb/${document.id}`]) {
      const response = await client.get(path)
      response.assertStatus(200)
      assert.equal(response.header('content-type'), 'image/webp')
      assert.match(response.header('cache-control') ?? '', /^public/)
    }
    const converting = await createReaderDocument({ status: 1, pages: 0, preview: 0, withoutFiles: true })
    ;(await client.get(`/view/cover/${converting.id}`)).assertStatus(404)
  })
})

test.group('Reader page', (group) => {
  // The test's own handlers go after each test; the other plugins' (the ads plugin's slots)
  // come back for the suites that run later.
  group.each.setup(() => {
    const others = documentPageExtras.handlers()
    return () => {
      documentPageExtras.clear()
      others.forEach((handler) => documentPageExtras.add('restored', handler))
    }
  })

  test('is rendered on the server with title, description, canonical url, breadcrumbs and page boxes', async ({ client, assert }) => {
    const { Category } = await import('#plugins/categories/contracts')
    const parent = await Category.create({ title: `教育${Date.now()}`, parentId: 0, type: 0, enable: true })
    const child = await Category.create({ title: `高中${Date.now()}`, parentId: parent.id, type: 0, enable: true })
    const owner = await createUser()
    const document = await createReaderDocument({
      userId: owner.id,
      pages: 9,
      preview: 5,
      title: '高中数学复习资料',
      categoryIds: [parent.id, child.id],
    })

    const response = await client.get(`/document/${document.id}`).header('Accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'data-server-rendered="true"')
    assert.match(html, /<title[^>]*>高中数学复习资料 - [^<]+<\/title>/)
    assert.match(html, /<meta[^>]*name="description"[^>]*content="用于测试阅读器的文档"/)
    assert.match(html, new RegExp(`<link[^>]*rel="canonical"[^>]*href="[^"]*/document/${document.id}"`))
    assert.include(html, `href="/category/${parent.id}"`)
    assert.include(html, `href="/category/${child.id}"`)
    assert.include(html, `href="/user/${owner.id}"`)
    assert.include(html, `/view/page/${document.id}/1.webp`)
    assert.include(html, `/view/page/${document.id}/2.webp`)
    assert.notInclude(html, `/view/page/${document.id}/3.webp`, 'the first two pages only, then 继续阅读')
    assert.include(html, '继续阅读')
    assert.include(html, 'aspect-ratio:420 / 594')
    assert.include(html, 'loading="lazy"')

    // The spec's phone address renders the same reader, canonical to the desktop one.
    const mobile = await client.get(`/m/document/${document.id}`).header('Accept', 'text/html')
    mobile.assertStatus(200)
    assert.include(mobile.text(), `/view/page/${document.id}/1.webp`)
    assert.match(mobile.text(), new RegExp(`<link[^>]*rel="canonical"[^>]*href="[^"]*/document/${document.id}"`))
  })

  test('a converting document says so to its uploader; a failed one tells only its uploader why', async ({ client, assert }) => {
    const owner = await createUser()
    const converting = await createReaderDocument({ userId: owner.id, status: 1, pages: 0, preview: 0, withoutFiles: true })
    ;(await client.get(`/document/${converting.id}`).header('Accept', 'text/html')).assertStatus(404)
    const page = await client
      .get(`/document/${converting.id}`)
      .header('Accept', 'text/html')
      .bearerToken(await tokenFor(owner))
    assert.include(page.text(), '转换中…')

    const failed = await createReaderDocument({ userId: owner.id, status: 3, pages: 0, preview: 0, withoutFiles: true })
    const { default: Document } = await import('#plugins/documents/models/document')
    await Document.query().where('id', failed.id).update({ convert_error: '文档已加密，无法转换' })
    const forVisitor = await client.get(`/document/${failed.id}`).header('Accept', 'text/html')
    forVisitor.assertStatus(404)
    assert.notInclude(forVisitor.text(), '文档已加密')
    const forOwner = await client
      .get(`/document/${failed.id}`)
      .header('Accept', 'text/html')
      .bearerToken(await tokenFor(owner))
    assert.include(forOwner.text(), '失败原因：文档已加密，无法转换')
  })

  test('ad slots come from the documentPageExtras extension point', async ({ client, assert }) => {
    documentPageExtras.add('test', async ({ document }) => ({
      advertisements: { document_top: `<p>TOP-AD-${document.id}</p>`, document_bottom: '<p>BOTTOM-AD</p>' },
    }))
    const document = await createReaderDocument()
    const html = (await client.get(`/document/${document.id}`).header('Accept', 'text/html')).text()
    assert.include(html, `TOP-AD-${document.id}`)
    assert.include(html, 'BOTTOM-AD')
  })

  test('a page view counts, and an unknown id is a 404 page', async ({ client, assert }) => {
    const document = await createReaderDocument()
    await client.get(`/document/${document.id}`).header('Accept', 'text/html')
    await document.refresh()
    assert.equal(document.viewCount, 1)
    ;(await client.get('/document/99999999').header('Accept', 'text/html')).assertStatus(404)
  })
})
