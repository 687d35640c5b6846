import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/models/user'
import { DynamicType } from '#core/accounts/contracts'
import { createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import { asGuest } from '#tests/helpers/plain_http'
import { cachedVisit, freshVisit } from '#tests/helpers/anonymous_visits'

async function counts(userId: number) {
  const user = await User.findOrFail(userId)
  return { follow: user.followCount, fans: user.fansCount }
}

const rowsBetween = (followerId: number, followedId: number) =>
  db.from('follows').where({ follower_id: followerId, followed_id: followedId }).count('* as total')

async function pairCount(followerId: number, followedId: number) {
  const [row] = await rowsBetween(followerId, followedId)
  return Number(row.total)
}

test.group('Following (POST, DELETE /api/v1/user/follow)', () => {
  test('a member follows and unfollows; twice is the same as once, and both counters stay exact', async ({ client, assert }) => {
    const fan = await createUser()
    const author = await createUser()
    const token = await tokenFor(fan)

    const first = await client.post('/api/v1/user/follow').json({ user_id: author.id }).bearerToken(token)
    first.assertStatus(200)
    assert.deepEqual(first.body(), { followed: true, follow_count: 0, fans_count: 1 })
    const again = await client.post('/api/v1/user/follow').json({ user_id: author.id }).bearerToken(token)
    again.assertStatus(200)
    assert.equal(again.body().fans_count, 1)
    assert.equal(await pairCount(fan.id, author.id), 1)
    assert.deepEqual(await counts(fan.id), { follow: 1, fans: 0 })
    assert.deepEqual(await counts(author.id), { follow: 0, fans: 1 })

    const dynamics = await db.from('user_dynamics').where({ user_id: fan.id, type: DynamicType.Follow })
    assert.lengthOf(dynamics, 1, 'following again records nothing more')
    assert.equal(dynamics[0].content, `关注了 <a href="/user/${author.id}">${author.username}</a>`)

    const off = await client.delete('/api/v1/user/follow').qs({ user_id: author.id }).bearerToken(token)
    off.assertStatus(200)
    assert.deepEqual(off.body(), { followed: false, follow_count: 0, fans_count: 0 })
    ;(await client.delete('/api/v1/user/follow').qs({ user_id: author.id }).bearerToken(token)).assertStatus(200)
    assert.equal(await pairCount(fan.id, author.id), 0)
    assert.deepEqual(await counts(fan.id), { follow: 0, fans: 0 })
    assert.deepEqual(await counts(author.id), { follow: 0, fans: 0 })
  })

  test('two members following each other at the same moment, and many fans at once, keep every count exact', async ({ client, assert }) => {
    const [left, right] = [await createUser(), await createUser()]
    const [leftToken, rightToken] = [await tokenFor(left), await tokenFor(right)]
    const fans = []
    const fanTokens = []
    for (let index = 0; index < 4; index++) {
      fans.push(await createUser())
      fanTokens.push(await tokenFor(fans[index]))
    }
    const responses = await Promise.all([
      client.post('/api/v1/user/follow').json({ user_id: right.id }).bearerToken(leftToken),
      client.post('/api/v1/user/follow').json({ user_id: left.id }).bearerToken(rightToken),
      ...fanTokens.map((token) => client.post('/api/v1/user/follow').json({ user_id: right.id }).bearerToken(token)),
      client.post('/api/v1/user/follow').json({ user_id: right.id }).bearerToken(fanTokens[0]),
    ])
    for (const response of responses) response.assertStatus(200)
    assert.deepEqual(await counts(left.id), { follow: 1, fans: 1 })
    assert.deepEqual(await counts(right.id), { follow: 1, fans: 5 })
    assert.deepEqual(await counts(fans[0].id), { follow: 1, fans: 0 })
  })

  test('following oneself or nobody is a 400 with a clear message; a guest must log in', async ({ client, assert }) => {
    const member = await createUser()
    const token = await tokenFor(member)
    const self = await client.post('/api/v1/user/follow').json({ user_id: member.id }).bearerToken(token)
    self.assertStatus(400)
    assert.equal(self.body().message, '不能关注自己')
    const missing = await client.post('/api/v1/user/follow').json({ user_id: 99999999 }).bearerToken(token)
    missing.assertStatus(400)
    assert.equal(missing.body().message, '用户不存在')
    const none = await client.post('/api/v1/user/follow').json({}).bearerToken(token)
    none.assertStatus(400)
    assert.equal(none.body().message, '请指定要关注的用户')
    const bad = await client.delete('/api/v1/user/follow').qs({ user_id: 'abc' }).bearerToken(token)
    bad.assertStatus(400)
    assert.equal(bad.body().message, '用户ID错误')
    assert.deepEqual(await counts(member.id), { follow: 0, fans: 0 })

    const author = await createUser()
    const guest = await asGuest('POST', '/api/v1/user/follow', { user_id: author.id })
    assert.equal(guest.status, 401)
    assert.equal((await asGuest('DELETE', `/api/v1/user/follow?user_id=${author.id}`)).status, 401)
    assert.deepEqual(await counts(author.id), { follow: 0, fans: 0 })
  })

  test('anyone may list whom a user follows and their fans, newest first, with public fields only', async ({ client, assert }) => {
    const author = await createUser()
    const [early, late] = [await createUser(), await createUser()]
    for (const fan of [early, late]) {
      ;(
        await client
          .post('/api/v1/user/follow')
          .json({ user_id: author.id })
          .bearerToken(await tokenFor(fan))
      ).assertStatus(200)
    }
    const fans = await client.get('/api/v1/user/follow').qs({ id: author.id, type: 'fans' })
    fans.assertStatus(200)
    assert.equal(fans.body().total, 2)
    assert.deepEqual(
      fans.body().user.map((user: { id: number }) => user.id),
      [late.id, early.id]
    )
    assert.notProperty(fans.body().user[0], 'email')
    assert.notProperty(fans.body().user[0], 'mobile')
    const follows = await client.get('/api/v1/user/follow').qs({ id: early.id })
    assert.deepEqual(
      follows.body().user.map((user: { username: string }) => user.username),
      [author.username]
    )
    const wrongType = await client.get('/api/v1/user/follow').qs({ id: author.id, type: 'friends' })
    wrongType.assertStatus(400)
    ;(await client.get('/api/v1/user/follow').qs({ id: 99999999 })).assertStatus(404)
  })

  test('the user page shows the member’s follow state, and guests the new fans count on their next visit', async ({ client, assert }) => {
    const author = await createUser()
    const fan = await createUser()
    const token = await tokenFor(fan)
    const path = `/user/${author.id}`
    const before = await cachedVisit(path)
    assert.include(before.text, 'data-testid="follow-counts">0 / 0<')
    assert.isFalse(inertiaPage(before.text).props.followed)

    ;(await client.post('/api/v1/user/follow').json({ user_id: author.id }).bearerToken(token)).assertStatus(200)
    const after = await freshVisit(path)
    assert.equal(inertiaPage(after.text).props.profile.fans_count, 1)
    assert.include(after.text, 'data-testid="follow-counts">0 / 1<')
    assert.isFalse(inertiaPage(after.text).props.followed, 'the copy kept for guests knows no member')

    const asMember = await client.get(path).header('Accept', 'text/html').bearerToken(token)
    assert.isTrue(inertiaPage(asMember.text()).props.followed)
    const onTab = await client.get(`${path}/document`).header('Accept', 'text/html').bearerToken(token)
    assert.isTrue(inertiaPage(onTab.text()).props.followed, 'every tab of the page carries the button')
  })

  test('deleting an account takes its follows and recounts the people on the other side', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    const leaving = await createUser()
    const [followed, fan] = [await createUser(), await createUser()]
    ;(
      await client
        .post('/api/v1/user/follow')
        .json({ user_id: followed.id })
        .bearerToken(await tokenFor(leaving))
    ).assertStatus(200)
    ;(
      await client
        .post('/api/v1/user/follow')
        .json({ user_id: leaving.id })
        .bearerToken(await tokenFor(fan))
    ).assertStatus(200)

    const response = await client
      .delete('/api/v1/user')
      .qs({ id: leaving.id, password: 'secret123' })
      .bearerToken(await tokenFor(admin))
    response.assertStatus(200)
    assert.deepEqual(await counts(followed.id), { follow: 0, fans: 0 })
    assert.deepEqual(await counts(fan.id), { follow: 0, fans: 0 })
    const [left] = await db.from('follows').whereIn('follower_id', [leaving.id]).orWhereIn('followed_id', [leaving.id]).count('* as total')
    assert.equal(Number(left.total), 0)
  })
})
