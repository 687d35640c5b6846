import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import registry from '#core/kernel/plugin_registry'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import {
  createArticle,
  updateArticle,
  checkArticles,
  trashArticles,
  purgeArticles,
  restoreArticles,
  ArticleStatus,
} from '#plugins/articles/contracts'
import { retrieveChunks } from '#plugins/assistant/services/retrieve_chunks'
import { assistantDisabled, notEnabledReason, resetAssistant } from './assistant_suite.js'

const BODY =
  '<p>会员积分规则。每日签到可获得五个积分，连续签到七天额外奖励二十积分。</p>' +
  '<p>积分可以兑换下载次数，每一百积分兑换一次付费文档下载。</p>'
const EDITED = '<p>Lighthouse keepers logbook. The lamp is trimmed at dusk and the fog horn sounds every thirty seconds.</p>'

async function articleChunks(articleId: number) {
  return db.from('assistant_chunks').where('article_id', articleId).orderBy('seq').select('document_id', 'page', 'text')
}

async function settled() {
  await queue.idle(10_000)
}

test.group('Assistant: articles are chunked and cited like documents', (group) => {
  let adminId: number
  group.tap((item) => item.skip(assistantDisabled || !registry.isEnabled('articles'), notEnabledReason))
  group.setup(async () => {
    await queue.startWorkers({ jobs: ['assistant.index_chunks', 'search.sync'] })
    return () => queue.stop()
  })
  group.each.setup(async () => {
    await resetAssistant()
    await db.from('assistant_chunk_terms').delete()
    await db.from('assistant_chunks').delete()
    adminId = (await createSuperAdmin()).id
    // Its articles go with it: left published, the site search would offer them to later specs' questions.
    return async () => {
      await db.from('articles').where('user_id', adminId).whereNull('deleted_at').update({ deleted_at: new Date() })
      await purgeArticles('all')
      await settled()
    }
  })

  test('a published article is chunked (no page), cited at its page, re-indexed on edit', async ({ assert }) => {
    const article = await createArticle(adminId, { title: '积分规则说明', content: BODY })
    await settled()
    const stored = await articleChunks(article.id)
    assert.isAbove(stored.length, 0)
    assert.isTrue(stored.every((chunk) => Number(chunk.document_id) === 0 && Number(chunk.page) === 0))
    assert.include(stored.map((chunk) => chunk.text).join(''), '每日签到可获得五个积分')

    const [hit] = await retrieveChunks('签到积分怎么兑换下载')
    assert.equal(hit.articleId, article.id)
    assert.equal(hit.title, '积分规则说明')
    assert.equal(hit.url, `/article/${article.id}`)
    assert.include(stored.map((chunk) => chunk.text).join(''), hit.snippet)

    await updateArticle(adminId, { id: article.id, title: '灯塔日志', content: EDITED })
    await settled()
    assert.notInclude((await articleChunks(article.id)).map((chunk) => chunk.text).join(''), '签到')
    assert.lengthOf(await retrieveChunks('签到积分怎么兑换下载'), 0)
    assert.equal((await retrieveChunks('fog horn lighthouse'))[0]?.title, '灯塔日志')
  })

  test('keyword mode cites the article once, as a page of the site, with no document or page', async ({ assert }) => {
    const article = await createArticle(adminId, { title: '积分规则说明', content: BODY })
    await settled()
    const token = await tokenFor(await createSuperAdmin())
    const opened = await plainRequest('POST', '/api/v1/assistant/sessions', { token, json: { mode: 'keyword' } })
    const reply = await plainRequest('POST', `/api/v1/assistant/sessions/${opened.body.session_id}/messages`, {
      token,
      json: { message: { content: '签到积分兑换下载' } },
    })
    const cited = (reply.body.references as { url?: string; document_id?: number; page?: number }[]).filter(
      (reference) => reference.url === `/article/${article.id}`
    )
    assert.lengthOf(cited, 1)
    assert.isUndefined(cited[0].document_id)
    assert.isUndefined(cited[0].page)
  })

  test('an unpublished, recycled or deleted article loses its chunks at once; restored, it has them again', async ({ assert }) => {
    const article = await createArticle(adminId, { title: '积分规则说明', content: BODY })
    await settled()
    await checkArticles([article.id], ArticleStatus.Rejected, '不合适')
    assert.lengthOf(await articleChunks(article.id), 0, 'rejected: gone before the request returns')
    await checkArticles([article.id], ArticleStatus.Published)
    await settled()
    assert.isAbove((await articleChunks(article.id)).length, 0)

    await trashArticles([article.id], adminId)
    assert.lengthOf(await articleChunks(article.id), 0)
    await restoreArticles([article.id])
    await settled()
    assert.isAbove((await articleChunks(article.id)).length, 0)

    await trashArticles([article.id], adminId)
    await purgeArticles([article.id])
    assert.lengthOf(await articleChunks(article.id), 0)
    assert.lengthOf(await db.from('assistant_chunk_terms').where('document_id', 0), 0, 'no term outlives its chunk')
  })
})
