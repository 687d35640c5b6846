import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import ChatMessage from '#plugins/assistant/models/chat_message'
import { assistantDisabled, notEnabledReason, resetAssistant } from './assistant_suite.js'

const SESSIONS = '/api/v1/assistant/sessions'

async function keywordMember(ip: string) {
  const token = await tokenFor(await createUser())
  const opened = await plainRequest('POST', SESSIONS, { token, ip, json: { mode: 'keyword' } })
  return { token, sessionId: opened.body.session_id as number }
}

function ask(member: { token: string; sessionId: number }, ip: string, content: string) {
  return plainRequest('POST', `${SESSIONS}/${member.sessionId}/messages`, { token: member.token, ip, json: { message: { content } } })
}

test.group('Assistant: how often questions may be asked, in every mode', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.setup(resetAssistant)

  test('a member asking faster than 每人每分钟提问数 in keyword mode gets 429, and nothing is stored', async ({ assert }) => {
    await settings.update('assistant', { chat_rate_limit: 3 })
    const member = await keywordMember('10.71.0.1')
    for (const content of ['一', '二', '三']) assert.equal((await ask(member, '10.71.0.1', content)).status, 200)
    const refused = await ask(member, '10.71.0.1', '四')
    assert.equal(refused.status, 429)
    assert.match(refused.body.message, /^发送消息过于频繁，请 \d+ 秒后再试$/)
    assert.isNull(await ChatMessage.query().where('session_id', member.sessionId).where('content', '四').first(), 'nothing stored')

    const other = await keywordMember('10.71.0.1')
    assert.equal((await ask(other, '10.71.0.1', '一')).status, 200, 'the limit is per member')
  })

  test('parallel questions cannot pass the limit together', async ({ assert }) => {
    await settings.update('assistant', { chat_rate_limit: 4 })
    const member = await keywordMember('10.71.0.2')
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => ask(member, '10.71.0.2', `问题${index}`)))
    assert.equal(responses.filter((response) => response.status === 200).length, 4)
    assert.equal(responses.filter((response) => response.status === 429).length, 8)
  })

  test('members behind one IP share 每个 IP 每分钟提问数', async ({ assert }) => {
    await settings.update('assistant', { chat_rate_limit: 10, chat_ip_rate_limit: 4 })
    const ip = '10.71.0.3'
    const first = await keywordMember(ip)
    const second = await keywordMember(ip)
    for (const member of [first, second, first, second]) assert.equal((await ask(member, ip, '会员')).status, 200)
    const third = await keywordMember(ip)
    const refused = await ask(third, ip, '会员')
    assert.equal(refused.status, 429)
    assert.match(refused.body.message, /^当前IP提问过于频繁，请 \d+ 秒后再试$/)

    assert.equal((await ask(third, '10.71.0.4', '会员')).status, 200, 'another IP is not held up')
  })
})
