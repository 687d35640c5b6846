import { test } from '@japa/runner'
import { AssistantPermission } from '#plugins/assistant/permissions'
import KnowledgeEntry from '#plugins/assistant/models/knowledge_entry'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import { assistantDisabled, notEnabledReason, resetAssistant } from './assistant_suite.js'

const KNOWLEDGE = '/api/v1/assistant/knowledge'

async function staff(keys: string[]) {
  return tokenFor((await createStaff(keys)).user)
}

async function ask(token: string, content: string) {
  const session = (await plainRequest('POST', '/api/v1/assistant/sessions', { token, json: {} })).body.session_id
  const reply = await plainRequest('POST', `/api/v1/assistant/sessions/${session}/messages`, { token, json: { message: { content } } })
  return { session, reply: reply.body }
}

test.group('Assistant admin: the knowledge base', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.setup(resetAssistant)

  test('a fresh site holds the four quick questions, in order, then how credits are earned', async ({ assert }) => {
    const token = await staff([AssistantPermission.knowledge.list])
    const list = await plainRequest('GET', `${KNOWLEDGE}/list`, { token })
    assert.equal(list.status, 200)
    assert.equal(list.body.total, 6)
    assert.deepEqual(
      list.body.knowledge.map((row: { question: string }) => row.question),
      ['VIP会员有什么特权？', '如何下载文档？', '如何注册账号？', '忘记密码怎么办？', '怎么获得{credit}？', '上传文档有什么奖励？']
    )
  })

  test('staff add, edit, disable and delete an entry, and the assistant answers accordingly', async ({ assert }) => {
    const token = await staff(Object.values(AssistantPermission.knowledge))
    const member = await tokenFor(await createUser())

    const missing = await plainRequest('POST', KNOWLEDGE, { token, json: { question: '', answer: '' } })
    assert.equal(missing.status, 400)
    assert.equal(missing.body.message, '请输入问题')

    const created = await plainRequest('POST', KNOWLEDGE, {
      token,
      json: { question: '如何开发票？', keywords: '发票, 开票', answer: '请在订单页申请发票，{credit}充值也可以开票。' },
    })
    assert.equal(created.status, 200)
    assert.equal((await ask(member, '我想开票')).reply.content, '请在订单页申请发票，魔豆充值也可以开票。')

    await plainRequest('PUT', KNOWLEDGE, { token, json: { id: created.body.id, answer: '发票请联系客服。' } })
    assert.equal((await ask(member, '发票')).reply.content, '发票请联系客服。')
    assert.equal((await KnowledgeEntry.findOrFail(created.body.id)).question, '如何开发票？', 'an update keeps what it does not name')

    await plainRequest('PUT', KNOWLEDGE, { token, json: { id: created.body.id, enable: false } })
    assert.notEqual((await ask(member, '发票')).reply.content, '发票请联系客服。', 'a disabled entry is not used')

    const removed = await plainRequest('DELETE', `${KNOWLEDGE}?id=${created.body.id}`, { token })
    assert.equal(removed.status, 200)
    assert.isNull(await KnowledgeEntry.find(created.body.id))
  })

  test('the list searches questions, keywords and answers', async ({ assert }) => {
    const token = await staff([AssistantPermission.knowledge.list])
    const found = await plainRequest('GET', `${KNOWLEDGE}/list?wd=${encodeURIComponent('找回密码')}`, { token })
    assert.deepEqual(
      found.body.knowledge.map((row: { question: string }) => row.question),
      ['忘记密码怎么办？']
    )
  })
})

test.group('Assistant admin: conversations', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.setup(resetAssistant)

  test('staff find conversations by their words or the username and read one in order', async ({ assert }) => {
    const alice = await createUser({ username: `alice${Date.now().toString(36)}` })
    const { session } = await ask(await tokenFor(alice), '如何注册账号？')
    await ask(await tokenFor(await createUser()), '忘记密码怎么办？')
    const token = await staff([AssistantPermission.conversation.list, AssistantPermission.conversation.history])

    const byWords = await plainRequest('GET', `/api/v1/assistant/session/list?wd=${encodeURIComponent('如何注册')}`, { token })
    assert.equal(byWords.status, 200)
    assert.deepEqual(
      byWords.body.session.map((row: { session_id: number }) => row.session_id),
      [session]
    )
    assert.equal(byWords.body.session[0].username, alice.username)
    const byName = await plainRequest('GET', `/api/v1/assistant/session/list?wd=${alice.username}`, { token })
    assert.deepEqual(
      byName.body.session.map((row: { session_id: number }) => row.session_id),
      [session]
    )
    const all = await plainRequest('GET', '/api/v1/assistant/session/list', { token })
    assert.equal(all.body.total, 2)

    const history = await plainRequest('GET', `/api/v1/assistant/sessions/${session}/history`, { token })
    assert.equal(history.status, 200)
    assert.deepEqual(
      history.body.message.map((row: { sender: string }) => row.sender),
      ['user', 'bot']
    )
    assert.equal(history.body.message[0].content, '如何注册账号？')
    assert.include(history.body.message[1].content, '/register')
    assert.equal(history.body.session.username, alice.username)
  })

  test('the admin pages: the public 智能助手 entry opens for any staff, its data only with the permission', async ({ client, assert }) => {
    // Allowed admin pages come from non-public entries: 聊天记录 lets a 聊天管理 holder into the back office.
    const holder = await staff([AssistantPermission.knowledge.list, AssistantPermission.conversation.list])
    const page = await client.get('/admin/assistant').bearerToken(holder).header('x-inertia', 'true').header('x-inertia-version', '1')
    page.assertStatus(200)
    assert.equal(page.body().component, 'assistant/admin/assistant')
    assert.isTrue(page.body().props.can.list)

    const other = await staff([AssistantPermission.conversation.list])
    const otherPage = await client.get('/admin/assistant').bearerToken(other).header('x-inertia', 'true').header('x-inertia-version', '1')
    otherPage.assertStatus(200)
    assert.isFalse(otherPage.body().props.can.list)
    assert.isTrue(otherPage.body().props.can.conversations)
    assert.equal((await plainRequest('GET', `${KNOWLEDGE}/list`, { token: other })).status, 403)
  })
})

test.group('Assistant admin: 聊天分析', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.setup(resetAssistant)

  test('top questions, the questions keyword mode found nothing for, and ratings over a quick range', async ({ assert }) => {
    const member = await tokenFor(await createUser())
    await ask(member, '如何注册账号？')
    const { session } = await ask(member, '如何注册账号？')
    await ask(member, 'zqxjvbnm 怎么办')
    await plainRequest('POST', `/api/v1/assistant/sessions/${session}/close`, { token: member, json: { rating: 4 } })
    const token = await staff([AssistantPermission.conversation.analytics])

    const response = await plainRequest('GET', '/api/v1/assistant/analytics/keywords?days=1', { token })
    assert.equal(response.status, 200)
    assert.equal(response.body.days, 1)
    assert.equal(response.body.session_count, 3)
    assert.equal(response.body.question_count, 3)
    assert.deepInclude(response.body.top[0], { content: '如何注册账号？', count: 2 })
    assert.deepEqual(
      response.body.unanswered.map((row: { content: string }) => row.content),
      ['zqxjvbnm 怎么办']
    )
    assert.deepInclude(response.body.ratings, { rating: 4, count: 1 })
    assert.equal(response.body.average_rating, 4)

    const wrong = await plainRequest('GET', '/api/v1/assistant/analytics/keywords?days=5', { token })
    assert.equal(wrong.status, 400, 'only the quick ranges of spec §9')
  })
})
