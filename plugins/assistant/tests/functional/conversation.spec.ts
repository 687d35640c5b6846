import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'
import { searchIndex } from '#core/search/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import ChatMessage from '#plugins/assistant/models/chat_message'
import ChatSession from '#plugins/assistant/models/chat_session'
import { QUICK_QUESTIONS } from '#plugins/assistant/enums/chat'
import { NO_ANSWER } from '#plugins/assistant/services/keyword_answer'
import { AI_UNAVAILABLE } from '#plugins/assistant/actions/send_message'
import { assistantDisabled, notEnabledReason, resetAssistant, streamMessage } from './assistant_suite.js'

const SESSIONS = '/api/v1/assistant/sessions'

async function member() {
  return tokenFor(await createUser())
}

async function openSession(token: string, mode = 'keyword') {
  const response = await plainRequest('POST', SESSIONS, { token, json: { mode } })
  return response.body.session_id as number
}

test.group('Assistant: the conversation API', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.setup(resetAssistant)

  test('every chat call needs a login, with the spec message', async ({ assert }) => {
    for (const path of [SESSIONS, `${SESSIONS}/1/messages`, `${SESSIONS}/1/close`, '/api/v1/assistant/files']) {
      const guest = await plainRequest('POST', path, { json: {} })
      assert.equal(guest.status, 401, path)
      assert.equal(guest.body.message, '您尚未登录或登录已过期，请先登录', path)
    }
  })

  test('a session opens in keyword mode by default, or in the mode asked for', async ({ assert }) => {
    const token = await member()
    const plain = await plainRequest('POST', SESSIONS, { token, json: {} })
    assert.equal(plain.status, 200)
    assert.isAbove(plain.body.session_id, 0)
    assert.equal((await ChatSession.findOrFail(plain.body.session_id)).mode, 'keyword')

    const ai = await plainRequest('POST', SESSIONS, { token, json: { mode: 'ai' } })
    assert.equal((await ChatSession.findOrFail(ai.body.session_id)).mode, 'ai')

    const wrong = await plainRequest('POST', SESSIONS, { token, json: { mode: 'robot' } })
    assert.equal(wrong.status, 400)
  })

  test('a non-streaming client gets the whole reply as JSON, in the shape of spec §3', async ({ assert }) => {
    const token = await member()
    const sessionId = await openSession(token)
    const response = await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, {
      token,
      json: { message: { content: QUICK_QUESTIONS[2], type: 'text' } },
    })
    assert.equal(response.status, 200)
    assert.equal(response.body.role, 'assistant')
    assert.equal(response.body.status, 'success')
    assert.equal(response.body.type, 'text')
    assert.include(response.body.content, '/register')
    assert.include(response.body.content, '魔豆', 'the credit name is filled in')
    assert.isAbove(response.body.message_id, 0)
    assert.isString(response.body.created_at)
    assert.isArray(response.body.references)

    const stored = await ChatMessage.query().where('session_id', sessionId).orderBy('id')
    assert.deepEqual(
      stored.map((row) => [row.sender, row.status]),
      [
        ['user', 'success'],
        ['bot', 'success'],
      ]
    )
    assert.equal(stored[0].content, QUICK_QUESTIONS[2])
    assert.equal((await ChatSession.findOrFail(sessionId)).messageCount, 2)
  })

  test('a streaming client gets server-sent events: pending, streaming chunks, then success with the whole reply', async ({ assert }) => {
    const token = await member()
    const sessionId = await openSession(token)
    const { status, type, events } = await streamMessage(token, sessionId, { content: QUICK_QUESTIONS[1], type: 'text' })
    assert.equal(status, 200)
    assert.include(type, 'text/event-stream')
    assert.equal(events[0].status, 'pending')
    const chunks = events.filter((event) => event.status === 'streaming')
    assert.isAbove(chunks.length, 1, 'the answer arrives in pieces')
    const last = events.at(-1)!
    assert.equal(last.status, 'success')
    assert.equal(last.role, 'assistant')
    assert.equal(chunks.map((event) => event.delta).join(''), last.content, 'the pieces make the whole reply')
    assert.isTrue(new Set(events.map((event) => event.message_id)).size === 1)
    assert.equal((await ChatMessage.findOrFail(last.message_id)).status, 'success')
  })

  test('the quick answers follow the VIP and download settings and the credit name', async ({ assert, cleanup }) => {
    const pick = (values: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, values[key]]))
    const systemBefore = pick(await settings.group('system'), ['credit_name'])
    const vipBefore = pick(await settings.group('vip'), ['enable', 'month_price', 'month_times_every_day', 'year_price'])
    const downloadBefore = pick(await settings.group('download'), ['times_every_day', 'enable_guest_download'])
    cleanup(async () => {
      await settings.update('system', systemBefore)
      await settings.update('vip', vipBefore)
      await settings.update('download', downloadBefore)
    })
    await settings.update('system', { credit_name: '金币' })
    await settings.update('vip', { enable: true, month_price: 30, month_times_every_day: 5, year_price: 300 })
    await settings.update('download', { times_every_day: 7, enable_guest_download: true })
    const token = await member()
    const sessionId = await openSession(token)
    const vip = await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, {
      token,
      json: { message: { content: QUICK_QUESTIONS[0] } },
    })
    assert.include(vip.body.content, '月度 VIP：30 金币，每天免费下载 5 次')
    assert.include(vip.body.content, '年度 VIP：300 金币')
    assert.notInclude(vip.body.content, '单日 VIP', 'a plan priced 0 is not offered')
    assert.include(vip.body.content, '用金币购买')

    const download = await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, {
      token,
      json: { message: { content: '文档怎么下载' } },
    })
    assert.include(download.body.content, '每天最多下载 7 次')
    assert.include(download.body.content, '游客也可直接下载')

    await settings.update('vip', { enable: false })
    const off = await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, { token, json: { message: { content: 'VIP 有什么用' } } })
    assert.include(off.body.content, '本站目前未开通 VIP 会员')
  })

  test('questions about earning credits are answered from the live score rules, in the credit name of the day', async ({
    assert,
    cleanup,
  }) => {
    const keys = ['sign_in', 'upload_document', 'upload_document_limit', 'document_commented', 'document_commented_limit']
    const before = Object.fromEntries(Object.entries(await settings.group('score')).filter(([key]) => keys.includes(key)))
    const creditBefore = (await settings.group('system')).credit_name
    cleanup(async () => {
      await settings.update('score', before)
      await settings.update('system', { credit_name: creditBefore })
    })
    await settings.update('system', { credit_name: '金币' })
    await settings.update('score', { sign_in: 3, upload_document: 8, upload_document_limit: 2, document_commented: 0 })
    const token = await member()
    const sessionId = await openSession(token)
    const ask = async (content: string) =>
      (await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, { token, json: { message: { content } } })).body.content
    const earn = await ask('怎么赚金币')
    assert.include(earn, '每日签到：3 金币')
    assert.include(earn, '上传文档：每篇 8 金币，每天最多2篇')
    assert.notInclude(earn, '评论文档', 'a rule worth nothing is left out')
    assert.include(await ask('上传文档有奖励吗'), '上传文档：每篇 8 金币')

    await settings.update('score', { upload_document: 0 })
    assert.notInclude(await ask('上传文档有什么奖励？'), '上传文档：每篇', 'the answer follows the rules as they change')
  })

  test('site search results come back as references with title, snippet, url and document id', async ({ assert }) => {
    const word = `量子纠缠${Date.now().toString(36)}`
    await searchIndex.driver().upsert(
      'document',
      [
        {
          id: 987654,
          identifier: 'assistant-test-doc',
          url: '/document/987654',
          title: `${word}入门`,
          keywords: '',
          description: `这是一篇关于${word}的入门讲义`,
          body: `这是一篇关于${word}的入门讲义`,
          language: 'zh',
          categories: [],
          createdAt: new Date(),
        },
      ],
      Date.now()
    )
    try {
      const token = await member()
      const sessionId = await openSession(token)
      const response = await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, { token, json: { message: { content: word } } })
      assert.equal(response.body.content, '为您找到以下相关内容：')
      const reference = response.body.references.find((item: { document_id?: number }) => item.document_id === 987654)
      assert.exists(reference)
      assert.equal(reference.url, '/document/987654')
      assert.include(reference.title, word)
      assert.include(reference.snippet, word)
      assert.notInclude(reference.snippet, '<em>', 'plain text, not the search highlight HTML')
    } finally {
      await searchIndex.remove('document', [987654])
    }
  })

  test('an unknown question says so and is recorded as unanswered', async ({ assert }) => {
    const token = await member()
    const sessionId = await openSession(token)
    const response = await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, {
      token,
      json: { message: { content: 'zqxjvbnm' } },
    })
    assert.equal(response.body.content, NO_ANSWER)
    assert.isFalse((await ChatMessage.findOrFail(response.body.message_id)).answered)
  })

  test("an empty message, a closed session and another member's session are refused and store nothing", async ({ assert }) => {
    const token = await member()
    const sessionId = await openSession(token)
    const empty = await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, { token, json: { message: { content: '   ' } } })
    assert.equal(empty.status, 400)
    assert.equal(empty.body.message, '请输入消息内容或选择文件')

    const stranger = await member()
    const other = await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, {
      token: stranger,
      json: { message: { content: '你好' } },
    })
    assert.equal(other.status, 404)

    const unknownFile = await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, {
      token,
      json: { message: { content: '看看', file_ids: [999999] } },
    })
    assert.equal(unknownFile.status, 400)

    await plainRequest('POST', `${SESSIONS}/${sessionId}/close`, { token, json: {} })
    const closed = await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, { token, json: { message: { content: '你好' } } })
    assert.equal(closed.status, 404)
    assert.equal(
      await ChatMessage.query()
        .where('session_id', sessionId)
        .count('* as n')
        .then(([row]) => Number(row.$extras.n)),
      0
    )
  })

  test('closing keeps the rating (0 by default) and feedback; only the owner may close', async ({ assert }) => {
    const token = await member()
    const first = await openSession(token)
    const closed = await plainRequest('POST', `${SESSIONS}/${first}/close`, { token, json: {} })
    assert.equal(closed.status, 200)
    const row = await ChatSession.findOrFail(first)
    assert.equal(row.rating, 0)
    assert.exists(row.closedAt)

    const second = await openSession(token)
    const stranger = await plainRequest('POST', `${SESSIONS}/${second}/close`, { token: await member(), json: { rating: 1 } })
    assert.equal(stranger.status, 404)
    await plainRequest('POST', `${SESSIONS}/${second}/close`, { token, json: { rating: 5, feedback: '很有帮助' } })
    const rated = await ChatSession.findOrFail(second)
    assert.equal(rated.rating, 5)
    assert.equal(rated.feedback, '很有帮助')

    const outOfRange = await plainRequest('POST', `${SESSIONS}/${await openSession(token)}/close`, { token, json: { rating: 9 } })
    assert.equal(outOfRange.status, 400)
  })
})

test.group('Assistant: AI mode without an endpoint', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.setup(resetAssistant)

  test('the reply says AI is not configured and keyword mode answers', async ({ assert }) => {
    const token = await member()
    const sessionId = await openSession(token, 'ai')
    const response = await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, {
      token,
      json: { message: { content: QUICK_QUESTIONS[2] } },
    })
    assert.isTrue(response.body.content.startsWith(AI_UNAVAILABLE))
    assert.include(response.body.content, '/register')
  })
})
