import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import Article from '#plugins/articles/models/article'
import { SINGLE_PAGES } from '#plugins/articles/enums/single_pages'
import { ensureSinglePages, placeholderOf, SINGLE_PAGE_TEXTS } from '#plugins/articles/database/seeders/single_pages'
import { inertiaPage } from '#tests/helpers/inertia'

const disabled = !registry.isEnabled('articles')
const reason = 'the articles plugin is not enabled'
const PLACEHOLDER = '请管理员在后台编辑本页内容'

test.group('Single pages: default texts', (group) => {
  group.tap((item) => item.skip(disabled, reason))

  test('every footer page of a fresh site opens with a real text, 免责声明 included', async ({ client, assert }) => {
    assert.includeMembers(
      SINGLE_PAGES.map((page) => page.identifier),
      ['about', 'help', 'agreement', 'contact', 'feedback', 'copyright']
    )
    for (const { identifier, title } of SINGLE_PAGES) {
      const response = await client.get(`/article/${identifier}`)
      response.assertStatus(200)
      const article = inertiaPage(response.text()).props.article
      assert.equal(article.title, title)
      assert.notInclude(article.content, PLACEHOLDER, `${identifier} has no placeholder`)
      assert.notInclude(article.description, '请在管理后台编辑本页内容')
      assert.isAbove(article.content.replace(/<[^>]+>/g, '').length, 80, `${identifier} says something`)
    }
  }).timeout(120_000)

  test('an upgrade gives the default text to pages never edited, and leaves edited pages alone', async ({ assert, cleanup }) => {
    cleanup(async () => {
      for (const [identifier, title] of [
        ['about', '关于我们'],
        ['contact', '联系我们'],
      ]) {
        await Article.query()
          .where('identifier', identifier)
          .update({ title, ...SINGLE_PAGE_TEXTS[identifier] })
      }
    })
    const untouched = await Article.findByOrFail('identifier', 'help')
    await untouched.merge(placeholderOf('帮助中心')).save()
    const edited = await Article.findByOrFail('identifier', 'about')
    await edited.merge({ ...placeholderOf('关于我们'), content: '<p>我们是一家本地图书馆。</p>' }).save()
    const retitled = await Article.findByOrFail('identifier', 'contact')
    await retitled.merge({ ...placeholderOf('联系我们'), title: '联系方式' }).save()
    await Article.query().where('identifier', 'copyright').delete()

    await ensureSinglePages(db.connection())

    await untouched.refresh()
    assert.equal(untouched.content, SINGLE_PAGE_TEXTS.help.content)
    assert.equal(untouched.description, SINGLE_PAGE_TEXTS.help.description)
    await edited.refresh()
    assert.equal(edited.content, '<p>我们是一家本地图书馆。</p>')
    await retitled.refresh()
    assert.equal(retitled.content, placeholderOf('联系我们').content, 'a retitled page was edited: left as it is')
    const copyright = await Article.findByOrFail('identifier', 'copyright')
    assert.equal(copyright.title, '免责声明')
    assert.equal(copyright.content, SINGLE_PAGE_TEXTS.copyright.content)

    await ensureSinglePages(db.connection())
    assert.equal(
      await Article.query()
        .where('identifier', 'copyright')
        .count('* as total')
        .then((rows) => Number(rows[0].$extras.total)),
      1
    )
  })
})
