import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import { Document } from '#plugins/documents/contracts'
import { DocumentFactory } from '#plugins/documents/testing'
import { DOCUMENT_RULES } from '#plugins/assistant/services/ai_reply'
import { HISTORY_TOKENS } from '#plugins/assistant/services/chat_history'
import { assistantDisabled, notEnabledReason, resetAssistant } from './assistant_suite.js'
import { FakeOpenAi } from './fake_openai.js'

const SESSIONS = '/api/v1/assistant/sessions'

type Sent = { role: string; content: string }

test.group('Assistant: AI mode remembers the conversation and knows its document', (group) => {
  const fake = new FakeOpenAi()
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.setup(async () => {
    await fake.start()
    return () => fake.stop()
  })
  group.each.setup(async () => {
    await resetAssistant()
    fake.requests = []
    await settings.update('assistant', { ai_base_url: fake.baseUrl, ai_api_key: 'sk-test', ai_model: 'fake-model', ai_timeout: 2 })
  })

  async function open(json: Record<string, unknown> = {}) {
    const token = await tokenFor(await createUser())
    const opened = await plainRequest('POST', SESSIONS, { token, json: { mode: 'ai', ...json } })
    return { token, sessionId: opened.body.session_id as number }
  }

  async function say(session: { token: string; sessionId: number }, content: string, answer: string) {
    fake.behaviour = { kind: 'answer', deltas: [answer], usage: { prompt_tokens: 10, completion_tokens: 2 } }
    const reply = await plainRequest('POST', `${SESSIONS}/${session.sessionId}/messages`, {
      token: session.token,
      json: { message: { content } },
    })
    return { reply, sent: fake.requests.at(-1)!.body.messages as Sent[] }
  }

  test('a follow-up question reaches the model after the turns before it, oldest first', async ({ assert }) => {
    const session = await open()
    const first = await say(session, 'GPL 第二版和第三版有什么区别？', '第三版增加了专利条款。')
    assert.equal(first.reply.status, 200)
    assert.deepEqual(
      first.sent.map((message) => message.role),
      ['system', 'user', 'user'],
      'a first question has no history'
    )
    const { sent } = await say(session, '那第二种呢？', '好的')
    assert.deepEqual(
      sent.map((message) => message.role),
      ['system', 'user', 'assistant', 'user', 'user']
    )
    assert.equal(sent[1].content, 'GPL 第二版和第三版有什么区别？')
    assert.equal(sent[2].content, '第三版增加了专利条款。')
    assert.equal(sent.at(-1)!.content, '那第二种呢？')
  })

  test('the history keeps the newest turns that fit its token budget, and only this session’s', async ({ assert }) => {
    const session = await open()
    const other = await open()
    await say(other, '另一个会话的问题', '另一个会话的回答')
    await say(session, '很长的问题', '长'.repeat(HISTORY_TOKENS + 100))
    await say(session, '短问题一', '短回答一')
    const { sent } = await say(session, '短问题二', '好的')
    const contents = sent.map((message) => message.content)
    assert.includeMembers(contents, ['短问题一', '短回答一'])
    assert.notInclude(contents, '很长的问题', 'older than a turn that overflows the budget')
    assert.isFalse(
      contents.some((content) => content.includes('另一个会话')),
      "another member's conversation never reaches the model"
    )
  })

  test('问这篇文档 tells the model which document, with its summary and outline, and to say when it is not covered', async ({ assert }) => {
    const document = await DocumentFactory.merge({ title: '望远镜使用手册', pages: 6, preview: 6 }).create()
    await db.table('assistant_document_summaries').insert({
      document_id: document.id,
      summary: '一本介绍望远镜组装、准直、清洁与保存的手册。',
      outline: JSON.stringify([{ title: '准直', page: 2 }]),
      created_at: new Date(),
    })
    try {
      const session = await open({ document_id: document.id })
      const { sent } = await say(session, '这篇文档主要讲什么？', '讲望远镜。')
      assert.include(sent[0].content, DOCUMENT_RULES)
      const data = JSON.parse(sent[1].content.match(/<data>\n([\s\S]*)\n<\/data>$/)![1])
      assert.deepEqual(data.document, {
        title: '望远镜使用手册',
        pages: 6,
        summary: '一本介绍望远镜组装、准直、清洁与保存的手册。',
        outline: [{ title: '准直', page: 2 }],
      })

      const site = await open()
      const general = await say(site, '这篇文档主要讲什么？', '好的')
      assert.notInclude(general.sent[0].content, DOCUMENT_RULES, 'a conversation about the whole site names no document')
      assert.notProperty(JSON.parse(general.sent[1].content.match(/<data>\n([\s\S]*)\n<\/data>$/)![1]), 'document')
    } finally {
      await db.from('assistant_document_summaries').where('document_id', document.id).delete()
      await Document.query().where('id', document.id).delete()
    }
  })
})
