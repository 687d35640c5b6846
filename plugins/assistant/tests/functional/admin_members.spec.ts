import { test } from '@japa/runner'
import { AssistantPermission } from '#plugins/assistant/permissions'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { asGuest, plainRequest } from '#tests/helpers/plain_http'
import { assistantDisabled, chat, notEnabledReason, resetAssistant } from './assistant_suite.js'

const USERS = '/api/v1/assistant/user/list'
const SESSIONS = '/api/v1/assistant/session/list'

async function staff(keys: string[]) {
  return tokenFor((await createStaff(keys)).user)
}

/** Two members: alice chatted twice (AI, 5 and 2 stars, 300 tokens), bob once long ago, open and unrated. */
async function twoMembers() {
  const alice = await createUser({ username: `alice${Date.now().toString(36)}` })
  const bob = await createUser({ username: `bob${Date.now().toString(36)}` })
  const rated = await chat(alice.id, { mode: 'ai', rating: 5, hoursAgo: 2, tokens: 100 })
  const low = await chat(alice.id, { mode: 'ai', rating: 2, hoursAgo: 1, tokens: 200 })
  const open = await chat(bob.id, { closed: false, hoursAgo: 48 })
  return { alice, bob, sessions: { rated, low, open } }
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id)

test.group('Assistant admin: chat users and their sessions', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.setup(resetAssistant)

  test('both lists need a login and their own permission', async ({ assert }) => {
    for (const path of [USERS, SESSIONS]) assert.equal((await asGuest('GET', path)).status, 401, path)
    const member = await tokenFor(await createUser())
    assert.equal((await plainRequest('GET', USERS, { token: member })).status, 403)
    const sessionsOnly = await staff([AssistantPermission.conversation.list])
    assert.equal((await plainRequest('GET', USERS, { token: sessionsOnly })).status, 403)
    assert.equal((await plainRequest('GET', SESSIONS, { token: sessionsOnly })).status, 200)
    const usersOnly = await staff([AssistantPermission.member.list])
    assert.equal((await plainRequest('GET', USERS, { token: usersOnly })).status, 200)
    assert.equal((await plainRequest('GET', SESSIONS, { token: usersOnly })).status, 403)
  })

  test('the users list sums each member: sessions, messages, last chat, average rating, tokens', async ({ assert }) => {
    const { alice, bob } = await twoMembers()
    const token = await staff([AssistantPermission.member.list])

    const list = await plainRequest('GET', USERS, { token })
    assert.equal(list.status, 200)
    assert.equal(list.body.total, 2)
    assert.deepEqual(idsOf(list.body.user), [alice.id, bob.id], 'the latest chat first')
    const [first, second] = list.body.user
    assert.include(first, {
      user_id: alice.id,
      username: alice.username,
      session_count: 2,
      message_count: 4,
      average_rating: 3.5,
      rated_count: 2,
      total_tokens: 300,
    })
    assert.closeTo(Date.parse(first.last_chat_at), Date.now() - 3600_000, 60_000)
    assert.include(second, { user_id: bob.id, session_count: 1, average_rating: 0, rated_count: 0, total_tokens: 0 })

    const named = await plainRequest('GET', `${USERS}?wd=${bob.username}`, { token })
    assert.equal(named.body.total, 1)
    assert.deepEqual(idsOf(named.body.user), [bob.id])

    const byLowestRating = await plainRequest('GET', `${USERS}?order=${encodeURIComponent('average_rating asc')}`, { token })
    assert.deepEqual(idsOf(byLowestRating.body.user), [bob.id, alice.id])
    const byTokens = await plainRequest('GET', `${USERS}?order=total_tokens`, { token })
    assert.deepEqual(idsOf(byTokens.body.user), [alice.id, bob.id])

    const paged = await plainRequest('GET', `${USERS}?page=2&size=1`, { token })
    assert.equal(paged.body.total, 2)
    assert.deepEqual(idsOf(paged.body.user), [bob.id])
  })

  test('the sessions list filters by member, mode, state and rating, pages, and counts tokens', async ({ assert }) => {
    const { alice, bob, sessions } = await twoMembers()
    const token = await staff([AssistantPermission.conversation.list])
    const list = (query: string) => plainRequest('GET', `${SESSIONS}?${query}`, { token })

    const all = await list('')
    assert.equal(all.body.total, 3)
    assert.deepEqual(idsOf(all.body.session), [sessions.low, sessions.rated, sessions.open])
    assert.equal(all.body.session[0].total_tokens, 200)
    assert.equal(all.body.session[0].username, alice.username)

    assert.deepEqual(idsOf((await list(`user_id=${bob.id}`)).body.session), [sessions.open])
    assert.deepEqual(idsOf((await list('mode=keyword')).body.session), [sessions.open])
    assert.deepEqual(idsOf((await list('state=open')).body.session), [sessions.open])
    assert.deepEqual(idsOf((await list('state=closed')).body.session), [sessions.low, sessions.rated])
    assert.deepEqual(idsOf((await list('rating=low')).body.session), [sessions.low])
    assert.deepEqual(idsOf((await list('rating=unrated')).body.session), [sessions.open])
    assert.deepEqual(idsOf((await list(`user_id=${alice.id}&rating=rated&mode=ai`)).body.session), [sessions.low, sessions.rated])
    assert.equal((await list('mode=video')).status, 400)

    const paged = await list('page=2&size=2')
    assert.equal(paged.body.total, 3)
    assert.deepEqual(idsOf(paged.body.session), [sessions.open])
  })

  test('the admin pages: 会员会话, 聊天用户 and one member’s sessions, each behind its permission', async ({ client, assert }) => {
    const { alice } = await twoMembers()
    const inertia = (path: string, token: string) =>
      client.get(path).bearerToken(token).header('x-inertia', 'true').header('x-inertia-version', '1')
    const both = await staff([AssistantPermission.member.list, AssistantPermission.conversation.list])

    const chats = await inertia('/admin/assistant/user-chats', both)
    chats.assertStatus(200)
    assert.equal(chats.body().component, 'assistant/admin/user_chats')
    assert.isNull(chats.body().props.member)

    const users = await inertia('/admin/assistant/users', both)
    users.assertStatus(200)
    assert.equal(users.body().component, 'assistant/admin/users')
    assert.isTrue(users.body().props.can.chats)

    const child = await inertia(`/admin/assistant/users/${alice.id}/chats`, both)
    child.assertStatus(200)
    assert.equal(child.body().component, 'assistant/admin/user_chats')
    assert.deepEqual(child.body().props.member, { id: alice.id, username: alice.username })
    assert.isFalse(child.body().props.can.history)
    ;(await inertia('/admin/assistant/users/999999/chats', both)).assertStatus(404)

    const usersOnly = await staff([AssistantPermission.member.list])
    const refused = await inertia('/admin/assistant/user-chats', usersOnly).redirects(0)
    refused.assertStatus(302)
    assert.equal(refused.header('location'), '/admin', 'back to the dashboard')
    assert.isFalse((await inertia('/admin/assistant/users', usersOnly)).body().props.can.chats)
  })
})
