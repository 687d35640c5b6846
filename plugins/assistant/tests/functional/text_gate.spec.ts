import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import { settings } from '#core/settings/contracts'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import { unique } from '#tests/helpers/unique'
import { Document, DocumentStatus, DocumentsPermission } from '#plugins/documents/contracts'
import { SUMMARY_PROMPT } from '#plugins/assistant/services/document_summary'
import { assistantDisabled, notEnabledReason, resetAssistant } from './assistant_suite.js'
import { citedDocument, converted } from './citation_fixtures.js'
import { FakeOpenAi } from './fake_openai.js'

const SESSIONS = '/api/v1/assistant/sessions'

type Reference = { title: string; snippet: string; url?: string; document_id?: number; page?: number }

/** A paid six-page report anyone may read two pages of: `open` is on page 2, `secret` on page 5 only. */
function reportPages(open: string, secret: string) {
  return [
    '第一页 导言：本报告说明年度经营情况。',
    `第二页 ${open} 经营概况与主要数据。`,
    '第三页 市场分析。',
    '第四页 付费内容从这里开始。',
    `第五页 ${secret} 仅下载后可读的结论。`,
    '第六页 附录。',
  ]
}

async function ask(token: string, content: string, open: Record<string, unknown> = { mode: 'keyword' }) {
  const opened = await plainRequest('POST', SESSIONS, { token, json: open })
  const reply = await plainRequest('POST', `${SESSIONS}/${opened.body.session_id}/messages`, { token, json: { message: { content } } })
  return reply.body as { status: string; content: string; references: Reference[] }
}

async function chunkPages(documentId: number) {
  const rows = await db.from('assistant_chunks').where('document_id', documentId).distinct('page').orderBy('page')
  return rows.map((row) => Number(row.page))
}

test.group('Assistant: the text gate (nothing past the preview, nothing of a hidden document)', (group) => {
  const fake = new FakeOpenAi()
  const documents: number[] = []
  let open: string
  let secret: string
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.setup(async () => {
    await fake.start()
    await queue.startWorkers({ jobs: ['assistant.index_chunks', 'assistant.summarize_document', 'search.sync'] })
    return async () => {
      await queue.stop()
      await fake.stop()
    }
  })
  group.each.setup(async () => {
    await resetAssistant()
    fake.requests = []
    open = unique('open').toLowerCase()
    secret = unique('secret').toLowerCase()
    return async () => {
      await Document.query().whereIn('id', documents).delete()
      await settings.update('assistant', { ai_base_url: '', ai_model: '', ai_embedding_model: '' })
    }
  })

  async function report() {
    const document = await citedDocument(`年度经营报告 ${unique('r')}`, reportPages(open, secret), { preview: 2, price: 5 })
    documents.push(document.id)
    return document
  }

  test('keyword mode: chunks, cited pages and the site search fallback stop at the preview', async ({ assert }) => {
    const document = await report()
    assert.deepEqual(await chunkPages(document.id), [1, 2], 'pages past the preview are not chunked')

    const token = await tokenFor(await createUser())
    const bySecret = await ask(token, secret)
    assert.equal(bySecret.status, 'success')
    assert.notInclude(JSON.stringify(bySecret.references), secret, 'neither a cited page nor a search snippet quotes page 5')
    assert.notExists(
      bySecret.references.find((reference) => reference.document_id === document.id),
      'the document is not found by a word past its preview'
    )

    const byOpen = await ask(token, open)
    const cited = byOpen.references.find((reference) => reference.document_id === document.id)
    assert.equal(cited?.page, 2)
    assert.include(cited?.snippet, open)
  })

  test('AI mode: the summary, the embeddings and the model’s data block hold nothing past the preview', async ({ assert }) => {
    await settings.update('assistant', {
      ai_base_url: fake.baseUrl,
      ai_api_key: 'sk-test',
      ai_model: 'fake-model',
      ai_timeout: 2,
      ai_embedding_model: 'fake-embedding',
      ai_embedding_dimensions: 64,
    })
    fake.behaviour = {
      kind: 'answer',
      deltas: [JSON.stringify({ summary: '年度经营报告的摘要。', outline: [{ title: '导言', page: 1 }] })],
      usage: { prompt_tokens: 50, completion_tokens: 20 },
    }
    await report()

    const summaries = fake.requests.filter((request) => request.body.messages?.[0]?.content === SUMMARY_PROMPT)
    assert.lengthOf(summaries, 1)
    assert.include(summaries[0].body.messages[1].content, open, 'the summary reads the preview pages')
    assert.notInclude(summaries[0].body.messages[1].content, secret)

    const embedded = fake.requests.filter((request) => request.path.endsWith('/embeddings')).flatMap((request) => request.body.input)
    assert.isNotEmpty(embedded)
    assert.isTrue(
      embedded.some((text: string) => text.includes(open)),
      'the preview pages are embedded'
    )
    assert.isFalse(
      embedded.some((text: string) => text.includes(secret)),
      'page 5 is never sent to be embedded'
    )

    fake.requests = []
    fake.behaviour = { kind: 'answer', deltas: ['这份报告没有公开这部分内容。'], usage: { prompt_tokens: 40, completion_tokens: 6 } }
    const reply = await ask(await tokenFor(await createUser()), `${secret} 年度经营报告的结论是什么？`, { mode: 'ai' })
    assert.equal(reply.status, 'success')
    const chats = fake.requests.filter((request) => request.path.endsWith('/chat/completions'))
    assert.lengthOf(chats, 1)
    const data = chats[0].body.messages[1].content
    assert.include(data, '<data>')
    assert.notInclude(data, secret, 'the retrieved pages and search snippets handed to the model stop at the preview')
    assert.notInclude(JSON.stringify(reply.references), secret)
  })

  test('a hidden document loses its chunks; published again, or with a larger preview, they follow', async ({ assert }) => {
    const document = await report()
    const { user } = await createStaff([DocumentsPermission.document.check])
    const token = await tokenFor(user)
    const review = async (status: number) => {
      const response = await plainRequest('PUT', '/api/v1/document/check', { token, json: { id: [document.id], status } })
      assert.equal(response.status, 200)
      await queue.idle(10_000)
    }

    await review(DocumentStatus.Disabled)
    assert.deepEqual(await chunkPages(document.id), [], 'a disabled document keeps no text for the assistant')
    await review(DocumentStatus.Converted)
    assert.deepEqual(await chunkPages(document.id), [1, 2])

    // A reconvert under a larger preview limit announces the conversion again.
    await db.from('documents').where('id', document.id).update({ preview: 5 })
    await converted(document.id)
    assert.deepEqual(await chunkPages(document.id), [1, 2, 3, 4, 5])
    const member = await tokenFor(await createUser())
    const cited = (await ask(member, secret)).references.find((reference) => reference.document_id === document.id)
    assert.equal(cited?.page, 5)

    await db.from('documents').where('id', document.id).update({ preview: 2 })
    await converted(document.id)
    assert.deepEqual(await chunkPages(document.id), [1, 2])
    assert.notInclude(JSON.stringify((await ask(member, secret)).references), secret)
  })
})
