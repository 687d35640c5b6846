import { test } from '@japa/runner'
import sharp from 'sharp'
import registry from '#core/kernel/plugin_registry'
import { settings } from '#core/settings/contracts'
import { Category } from '#plugins/categories/contracts'
import { createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import Article from '#plugins/articles/models/article'
import { openPage, snapshot } from '#tests/helpers/browser'

const disabled = !registry.isEnabled('articles')
const reason = 'the articles plugin is not enabled (run with DOCSITE_PLUGINS=categories,documents,community,articles)'

const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>'

test.group('Articles in a browser', (group) => {
  group.tap((item) => item.skip(disabled, reason))
  group.each.timeout(300_000)
  group.each.setup(async () => {
    await settings.update('security', { comment_interval: 0, enable_captcha_comment: false })
  })

  test('an author publishes an article with an image, finds it listed, reads it and a member comments on it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const category = await Category.create({ title: `浏览器文章分类${Date.now().toString(36)}`, parentId: 0, type: 1, enable: true })
    const author = await createSuperAdmin()
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(author)}` })
    const page = await openPage(visit, '/post')
    await page.getByLabel('文章标题').fill('带图片的浏览器文章')
    await page.locator('.ds-art-editor__content').click()
    await page.keyboard.type('这是正文第一段。')
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#10b981' } })
      .png()
      .toBuffer()
    await page.getByTestId('article-image-input').setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: png })
    await page.locator('.ds-art-editor__content img[src^="/uploads/"]').waitFor()
    await page.getByLabel('文章分类').click()
    await page.locator('.semi-tree-option', { hasText: category.title }).click()
    await page.keyboard.press('Escape')
    await snapshot(page, 'article_post')
    await page.getByTestId('article-publish').click()
    await page.waitForURL(/\/article\/\d+$/)
    await page.getByRole('heading', { name: '带图片的浏览器文章' }).waitFor()
    await page.getByTestId('article-body').locator('img[src^="/uploads/"]').waitFor()
    const loaded = await page
      .getByTestId('article-body')
      .locator('img')
      .evaluate((image: any) => image.complete && image.naturalWidth > 0)
    assert.isTrue(loaded)

    const article = await Article.query().where('title', '带图片的浏览器文章').preload('categories').firstOrFail()
    assert.equal(article.status, 1)
    assert.deepEqual(
      article.categories.map((item) => item.id),
      [category.id]
    )

    const list = await openPage(visit, `/article?category_id=${category.id}`)
    await list.getByTestId('article-item').getByText('带图片的浏览器文章').click()
    await list.waitForURL(new RegExp(`/article/${article.id}$`))

    const member = await createUser()
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(member)}` })
    const reader = await openPage(visit, `/article/${article.id}`)
    await reader.getByPlaceholder('说说你对这篇文章的看法…').fill('文章写得清楚')
    await reader.getByTestId('comment-submit').click()
    await reader.getByTestId('comment-item').getByText('文章写得清楚').waitFor()
    await reader.getByTestId('favorite-button').click()
    await reader.getByTestId('favorite-button').getByText('已收藏 1').waitFor()
    await article.refresh()
    assert.equal(article.commentCount, 1)
    assert.equal(article.favoriteCount, 1)
    await snapshot(reader, 'article_show_desktop')
    await reader.setViewportSize({ width: 390, height: 844 })
    const overflow = await reader.evaluate(() => {
      const browser = globalThis as any
      return browser.document.documentElement.scrollWidth - browser.innerWidth
    })
    assert.isAtMost(overflow, 0)
    await snapshot(reader, 'article_show_phone')
  })

  test('a pasted image is uploaded into the body, and an unpublished draft survives a reload', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const author = await createUser()
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(author)}` })
    const page = await openPage(visit, '/post')
    await page.evaluate(() => (globalThis as any).localStorage.removeItem('ds-article-draft-new'))
    await page.getByLabel('文章标题').fill('粘贴图片的草稿')
    await page.locator('.ds-art-editor__content').click()
    await page.keyboard.type('草稿正文，')

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f59e0b' } })
      .png()
      .toBuffer()
    await page.evaluate((base64: string) => {
      const browser = globalThis as any
      const bytes = Uint8Array.from(browser.atob(base64), (char: string) => char.charCodeAt(0))
      const transfer = new browser.DataTransfer()
      transfer.items.add(new browser.File([bytes], 'pasted.png', { type: 'image/png' }))
      const event = new browser.ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true })
      browser.document.querySelector('.ds-art-editor__content').dispatchEvent(event)
    }, png.toString('base64'))
    const pasted = page.locator('.ds-art-editor__content img[src^="/uploads/"]')
    await pasted.waitFor()
    assert.isTrue(await pasted.evaluate((image: any) => image.complete && image.naturalWidth > 0))

    // The draft is written shortly after the last change; wait for it, then reload.
    await page.waitForFunction(() => {
      const saved = (globalThis as any).localStorage.getItem('ds-article-draft-new')
      return saved && saved.includes('/uploads/') && saved.includes('粘贴图片的草稿')
    })
    await page.reload({ waitUntil: 'domcontentloaded' })
    await page.waitForSelector('body[data-hydrated]')
    await page.getByText('已恢复上次未发布的草稿').waitFor()
    assert.equal(await page.getByLabel('文章标题').inputValue(), '粘贴图片的草稿')
    await page.locator('.ds-art-editor__content img[src^="/uploads/"]').waitFor()
    await page.locator('.ds-art-editor__content', { hasText: '草稿正文' }).waitFor()

    // A keystroke just before publishing leaves a draft save pending; the article page is held
    // back so that save falls due after publishing, and must not bring the draft back.
    await page.route(/\/article\/\d+$/, async (route: any) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.getByLabel('文章标题').press('End')
    await page.keyboard.type('！')
    await page.getByTestId('article-publish').click()
    await page.waitForURL(/\/article\/\d+$|\/me\/article/)
    assert.isNull(
      await page.evaluate(() => (globalThis as any).localStorage.getItem('ds-article-draft-new')),
      'publishing clears the draft'
    )
  })

  test('script payloads in an article body and title do not run', async ({ visit, client, assert }) => {
    const admin = await tokenFor(await createSuperAdmin())
    const created = await client
      .post('/api/v1/article')
      .json({ title: `标题${XSS}`.slice(0, 100), content: `<p>正文</p>${XSS}<a href="javascript:window.__xss=3">链接</a>` })
      .bearerToken(admin)
    created.assertStatus(200)
    const page = await openPage(visit, `/article/${created.body().id}`)
    await page.getByTestId('article-body').getByText('正文').waitFor()
    await page.getByTestId('article-body').getByText('链接').click()
    assert.isUndefined(await page.evaluate(() => (globalThis as any).__xss))
    assert.equal(await page.getByTestId('article-body').locator('script, [onerror], a[href^="javascript"]').count(), 0)
    const list = await openPage(visit, '/article')
    await list.getByText(`标题${XSS}`.slice(0, 100)).first().waitFor()
    assert.isUndefined(await list.evaluate(() => (globalThis as any).__xss))
  })

  test('an administrator publishes a pending article from the article list; the author sees it in 我的文章 on a phone', async ({
    visit,
    browserContext,
    client,
    assert,
  }) => {
    const author = await createUser()
    const authorToken = await tokenFor(author)
    const pending = (
      await client.post('/api/v1/article').json({ title: '等待审核的文章', content: '<p>正文</p>' }).bearerToken(authorToken)
    ).body()
    assert.equal(pending.status, 0)

    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(await createSuperAdmin())}` })
    const page = await openPage(visit, '/admin/article/list')
    const row = page.locator('tr', { hasText: '等待审核的文章' })
    await row.waitFor()
    await snapshot(page, 'article_admin_list')
    await row.getByRole('button', { name: '通过' }).click()
    await page.getByText('已审核通过').waitFor()
    assert.equal((await Article.findOrFail(pending.id)).status, 1)

    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${authorToken}` })
    const mine = await openPage(visit, '/me/article')
    await mine.setViewportSize({ width: 390, height: 844 })
    await mine.getByTestId('me-article').getByText('等待审核的文章').waitFor()
    await mine.getByTestId('me-article').getByText('已发布').waitFor()
    const overflow = await mine.evaluate(() => {
      const browser = globalThis as any
      return browser.document.documentElement.scrollWidth - browser.innerWidth
    })
    assert.isAtMost(overflow, 0)
    await snapshot(mine, 'article_me_phone')
  })
})
