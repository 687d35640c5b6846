import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { punish } from '#core/accounts/tests/helpers'
import Group from '#core/access/models/group'
import { setGroupCapabilities } from '#core/access/contracts'
import Captcha from '#core/accounts/models/captcha'
import { settings } from '#core/settings/contracts'
import { User } from '#core/accounts/contracts'
import { addToGroup, createUser, tokenFor } from '#tests/helpers/users'
import { CommunityPermission } from '#plugins/community/permissions'
import { communityDisabled, disabledReason, makeDocument, resetCommunitySettings, staffToken } from '../helpers.js'

/** A member whose only group asks for comment approval (or forbids comments). */
async function memberOfGroup(flags: { enableComment?: boolean; enableCommentApproval?: boolean }) {
  const user = await User.create({
    username: `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    email: `${Date.now()}${Math.random()}@example.com`,
    password: 'secret123',
  })
  const group = await Group.create({ title: `评论组${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` })
  await setGroupCapabilities(group.id, {
    enable_comment: flags.enableComment ?? true,
    enable_comment_approval: flags.enableCommentApproval ?? false,
  })
  await addToGroup(user, group)
  return user
}

/** POST /api/v1/comment '你好' on the document, as the user. */
async function sayHello(client: ApiClient, documentId: number, user: User) {
  return client
    .post('/api/v1/comment')
    .json({ document_id: documentId, content: '你好' })
    .bearerToken(await tokenFor(user))
}

test.group('Comments: writing', (group) => {
  group.tap((item) => item.skip(communityDisabled, disabledReason))
  group.each.setup(resetCommunitySettings)

  test('a member comments on a public document: approved at once, counted on the document and the user', async ({ client, assert }) => {
    const document = await makeDocument()
    const member = await createUser()
    const response = await client
      .post('/api/v1/comment')
      .json({ document_id: document.id, type: 0, content: '  写得很好，谢谢分享  ' })
      .bearerToken(await tokenFor(member))
    response.assertStatus(200)
    assert.equal(response.body().status, 1)
    assert.equal(response.body().content, '写得很好，谢谢分享')
    assert.equal(response.body().user.username, member.username)

    await document.refresh()
    await member.refresh()
    assert.equal(document.commentCount, 1)
    assert.equal(member.commentCount, 1)

    const list = await client.get('/api/v1/comment/list').qs({ document_id: document.id, type: 0 })
    list.assertStatus(200)
    assert.equal(list.body().total, 1)
    assert.equal(list.body().comment[0].content, '写得很好，谢谢分享')
    assert.equal(list.body().comment[0].document_title, document.title)
    assert.equal(list.body().comment[0].link, `/document/${document.id}`)
  })

  test('guests, empty or long text, unknown kinds and hidden documents are refused with a message', async ({ client, assert }) => {
    const document = await makeDocument()
    const token = await tokenFor(await createUser())
    const guest = await client.post('/api/v1/comment').json({ document_id: document.id, content: '你好' })
    guest.assertStatus(401)

    const empty = await client.post('/api/v1/comment').json({ document_id: document.id, content: '   ' }).bearerToken(token)
    empty.assertStatus(400)
    assert.equal(empty.body().message, '请输入评论内容')

    const long = await client
      .post('/api/v1/comment')
      .json({ document_id: document.id, content: '长'.repeat(501) })
      .bearerToken(token)
    long.assertStatus(400)
    assert.equal(long.body().message, '评论内容不能超过500个字')

    const kind = await client.post('/api/v1/comment').json({ document_id: document.id, type: 7, content: '你好' }).bearerToken(token)
    kind.assertStatus(400)
    assert.equal(kind.body().message, '内容类型无效')

    const hidden = await makeDocument({ status: 6 })
    const missing = await client.post('/api/v1/comment').json({ document_id: hidden.id, content: '你好' }).bearerToken(token)
    missing.assertStatus(404)
    assert.equal(missing.body().message, '文档不存在')
    await hidden.refresh()
    assert.equal(hidden.commentCount, 0)
  })

  test('the "no comment" punishment and a group without the comment right answer 403', async ({ client, assert }) => {
    const document = await makeDocument()
    const punished = await createUser()
    await punish(punished.id, 2, '刷屏', null)
    const refused = await sayHello(client, document.id, punished)
    refused.assertStatus(403)
    assert.include(refused.body().message, '您已被禁止评论')
    assert.include(refused.body().message, '刷屏')

    const mute = await memberOfGroup({ enableComment: false })
    const noRight = await sayHello(client, document.id, mute)
    noRight.assertStatus(403)
    assert.equal(noRight.body().message, '您所在的用户组没有评论的权限')
  })

  test('a captcha is asked for when security.enable_captcha_comment is on', async ({ client, assert }) => {
    await settings.update('security', { enable_captcha_comment: true })
    const document = await makeDocument()
    const token = await tokenFor(await createUser())
    const without = await client.post('/api/v1/comment').json({ document_id: document.id, content: '你好' }).bearerToken(token)
    without.assertStatus(400)
    assert.equal(without.body().message, '请输入验证码')

    const challenge = (await client.get('/api/v1/user/captcha').qs({ type: 'comment' })).body()
    assert.isTrue(challenge.enable)
    const wrong = await client
      .post('/api/v1/comment')
      .json({ document_id: document.id, content: '你好', captcha_id: challenge.id, captcha: 'zzzz' })
      .bearerToken(token)
    wrong.assertStatus(400)
    assert.equal(wrong.body().message, '验证码错误')

    const next = (await client.get('/api/v1/user/captcha').qs({ type: 'comment' })).body()
    const answer = (await Captcha.findOrFail(next.id)).answer
    const right = await client
      .post('/api/v1/comment')
      .json({ document_id: document.id, content: '你好', captcha_id: next.id, captcha: answer })
      .bearerToken(token)
    right.assertStatus(200)
  })

  test("security.comment_interval spaces one user's comments out (429 with the wait)", async ({ client, assert }) => {
    await settings.update('security', { comment_interval: 60 })
    const document = await makeDocument()
    const token = await tokenFor(await createUser())
    ;(await client.post('/api/v1/comment').json({ document_id: document.id, content: '第一条' }).bearerToken(token)).assertStatus(200)
    const second = await client.post('/api/v1/comment').json({ document_id: document.id, content: '第二条' }).bearerToken(token)
    second.assertStatus(429)
    assert.match(second.body().message, /^评论过于频繁，请 \d+ 秒后再试$/)
    const other = await client
      .post('/api/v1/comment')
      .json({ document_id: document.id, content: '别人的' })
      .bearerToken(await tokenFor(await createUser()))
    other.assertStatus(200)
    await document.refresh()
    assert.equal(document.commentCount, 2)
  })

  test('replies hang under the top-level comment, also when answering a reply', async ({ client, assert }) => {
    const document = await makeDocument()
    const token = await tokenFor(await createUser())
    const root = (await client.post('/api/v1/comment').json({ document_id: document.id, content: '楼主' }).bearerToken(token)).body()
    const reply = (
      await client.post('/api/v1/comment').json({ document_id: document.id, parent_id: root.id, content: '回复' }).bearerToken(token)
    ).body()
    const nested = await client
      .post('/api/v1/comment')
      .json({ document_id: document.id, parent_id: reply.id, content: '再回复' })
      .bearerToken(token)
    nested.assertStatus(200)
    assert.equal(reply.parent_id, root.id)
    assert.equal(nested.body().parent_id, root.id)

    const list = (await client.get('/api/v1/comment/list').qs({ document_id: document.id, type: 0 })).body()
    assert.equal(list.comment.find((row: any) => row.id === root.id).comment_count, 2)

    const other = await makeDocument()
    const elsewhere = await client
      .post('/api/v1/comment')
      .json({ document_id: other.id, parent_id: root.id, content: '串楼' })
      .bearerToken(token)
    elsewhere.assertStatus(400)
    assert.equal(elsewhere.body().message, '回复的评论不存在')
  })
})

test.group('Comments: review and administration', (group) => {
  group.tap((item) => item.skip(communityDisabled, disabledReason))
  group.each.setup(resetCommunitySettings)

  test('a group with comment approval puts comments in review; staff approve them in a batch', async ({ client, assert }) => {
    const document = await makeDocument()
    const author = await memberOfGroup({ enableCommentApproval: true })
    const authorToken = await tokenFor(author)
    const first = (
      await client.post('/api/v1/comment').json({ document_id: document.id, content: '待审一' }).bearerToken(authorToken)
    ).body()
    const second = (
      await client.post('/api/v1/comment').json({ document_id: document.id, content: '待审二' }).bearerToken(authorToken)
    ).body()
    assert.equal(first.status, 0)

    const publicList = (await client.get('/api/v1/comment/list').qs({ document_id: document.id })).body()
    assert.equal(publicList.total, 0, 'the public does not see comments in review')
    const ownList = (await client.get('/api/v1/comment/list').qs({ document_id: document.id }).bearerToken(authorToken)).body()
    assert.equal(ownList.total, 2, 'the author sees their own comments in review')
    await document.refresh()
    assert.equal(document.commentCount, 0)

    const member = await client
      .post('/api/v1/comment/check')
      .json({ id: [first.id], status: 1 })
      .bearerToken(await tokenFor(await createUser()))
    member.assertStatus(403)
    ;(await client.post('/api/v1/comment/check').json({ id: [first.id], status: 1 })).assertStatus(401)

    const staff = await staffToken([CommunityPermission.comment.list, CommunityPermission.comment.check])
    const pending = (await client.get('/api/v1/comment/list').qs({ status: 0 }).bearerToken(staff)).body()
    assert.includeMembers(
      pending.comment.map((row: any) => row.id),
      [first.id, second.id]
    )
    const badStatus = await client
      .post('/api/v1/comment/check')
      .json({ id: [first.id], status: 9 })
      .bearerToken(staff)
    badStatus.assertStatus(400)
    assert.equal(badStatus.body().message, '评论状态无效')

    ;(
      await client
        .post('/api/v1/comment/check')
        .json({ id: [first.id, second.id], status: 1 })
        .bearerToken(staff)
    ).assertStatus(200)
    await document.refresh()
    await author.refresh()
    assert.equal(document.commentCount, 2)
    assert.equal(author.commentCount, 2)
    ;(
      await client
        .post('/api/v1/comment/check')
        .json({ id: [second.id], status: 2 })
        .bearerToken(staff)
    ).assertStatus(200)
    await document.refresh()
    assert.equal(document.commentCount, 1)
    const shown = (await client.get('/api/v1/comment/list').qs({ document_id: document.id })).body()
    assert.deepEqual(
      shown.comment.map((row: any) => row.id),
      [first.id]
    )
  })

  test('the public list never filters by status or searches; staff do', async ({ client, assert }) => {
    const document = await makeDocument()
    const author = await memberOfGroup({ enableCommentApproval: true })
    await client
      .post('/api/v1/comment')
      .json({ document_id: document.id, content: '秘密待审内容' })
      .bearerToken(await tokenFor(author))
    const guest = (await client.get('/api/v1/comment/list').qs({ status: 0, wd: '秘密' })).body()
    assert.notInclude(
      guest.comment.map((row: any) => row.content),
      '秘密待审内容'
    )
    const own = (
      await client
        .get('/api/v1/comment/list')
        .qs({ status: 0, user_id: author.id })
        .bearerToken(await tokenFor(author))
    ).body()
    assert.deepEqual(
      own.comment.map((row: any) => row.content),
      ['秘密待审内容']
    )
    const staff = await staffToken([CommunityPermission.comment.list])
    const found = (await client.get('/api/v1/comment/list').qs({ status: 0, wd: '秘密待审' }).bearerToken(staff)).body()
    assert.deepEqual(
      found.comment.map((row: any) => row.content),
      ['秘密待审内容']
    )
  })

  test('GET and PUT /api/v1/comment need their permissions', async ({ client, assert }) => {
    const document = await makeDocument()
    const comment = (
      await client
        .post('/api/v1/comment')
        .json({ document_id: document.id, content: '原文' })
        .bearerToken(await tokenFor(await createUser()))
    ).body()
    const member = await tokenFor(await createUser())
    ;(await client.get('/api/v1/comment').qs({ id: comment.id })).assertStatus(401)
    ;(await client.get('/api/v1/comment').qs({ id: comment.id }).bearerToken(member)).assertStatus(403)
    ;(await client.put('/api/v1/comment').json({ id: comment.id, content: '改' }).bearerToken(member)).assertStatus(403)

    const staff = await staffToken([CommunityPermission.comment.show, CommunityPermission.comment.update])
    const shown = await client.get('/api/v1/comment').qs({ id: comment.id }).bearerToken(staff)
    shown.assertStatus(200)
    assert.equal(shown.body().document_title, document.title)
    ;(await client.put('/api/v1/comment').json({ id: comment.id, content: '已修改', status: 2 }).bearerToken(staff)).assertStatus(200)
    const edited = (await client.get('/api/v1/comment').qs({ id: comment.id }).bearerToken(staff)).body()
    assert.equal(edited.content, '已修改')
    assert.equal(edited.status, 2)
    await document.refresh()
    assert.equal(document.commentCount, 0)
    const missing = await client.get('/api/v1/comment').qs({ id: 99999999 }).bearerToken(staff)
    missing.assertStatus(404)
    assert.equal(missing.body().message, '评论不存在')
  })

  test('authors delete their own comments, staff any; a thread goes with its top comment', async ({ client, assert }) => {
    const document = await makeDocument()
    const author = await createUser()
    const authorToken = await tokenFor(author)
    const otherToken = await tokenFor(await createUser())
    const root = (await client.post('/api/v1/comment').json({ document_id: document.id, content: '一楼' }).bearerToken(authorToken)).body()
    await client.post('/api/v1/comment').json({ document_id: document.id, parent_id: root.id, content: '二楼' }).bearerToken(otherToken)
    const lone = (await client.post('/api/v1/comment').json({ document_id: document.id, content: '三楼' }).bearerToken(otherToken)).body()

    const foreign = await client.delete('/api/v1/comment').qs({ id: lone.id }).bearerToken(authorToken)
    foreign.assertStatus(403)
    assert.equal(foreign.body().message, '只能删除自己的评论')
    ;(await client.delete('/api/v1/comment').qs({ id: lone.id })).assertStatus(401)
    const noIds = await client.delete('/api/v1/comment').bearerToken(authorToken)
    noIds.assertStatus(400)
    assert.equal(noIds.body().message, '请选择要操作的记录')

    ;(await client.delete('/api/v1/comment').qs({ id: root.id }).bearerToken(authorToken)).assertStatus(200)
    await document.refresh()
    assert.equal(document.commentCount, 1, 'the reply went with its thread')
    ;(
      await client
        .delete('/api/v1/comment')
        .qs({ id: lone.id })
        .bearerToken(await staffToken([CommunityPermission.comment.delete]))
    ).assertStatus(200)
    await document.refresh()
    assert.equal(document.commentCount, 0)
    const list = (await client.get('/api/v1/comment/list').qs({ document_id: document.id })).body()
    assert.equal(list.total, 0)
  })
})
