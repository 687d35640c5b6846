import { test } from '@japa/runner'
import { createUser, tokenFor } from '#tests/helpers/users'
import { CommunityPermission } from '#plugins/community/permissions'
import { communityDisabled, disabledReason, makeDocument, staffToken } from '../helpers.js'

test.group('Reports', () => {
  test('a member reports a document once, with one of the listed reasons', async ({ client, assert }) => {
    const document = await makeDocument({ title: '被举报的文档' })
    const token = await tokenFor(await createUser())
    ;(await client.post('/api/v1/report').json({ document_id: document.id, reason: 1 })).assertStatus(401)
    const noReason = await client.post('/api/v1/report').json({ document_id: document.id }).bearerToken(token)
    noReason.assertStatus(400)
    assert.equal(noReason.body().message, '请选择举报原因')
    const badReason = await client.post('/api/v1/report').json({ document_id: document.id, reason: 8 }).bearerToken(token)
    badReason.assertStatus(400)
    assert.equal(badReason.body().message, '举报原因无效')

    ;(await client.post('/api/v1/report').json({ document_id: document.id, type: 0, reason: 5 }).bearerToken(token)).assertStatus(200)
    const twice = await client.post('/api/v1/report').json({ document_id: document.id, reason: 1 }).bearerToken(token)
    twice.assertStatus(409)
    assert.equal(twice.body().message, '您已经举报过该内容了')
    const hidden = await makeDocument({ status: 7 })
    ;(await client.post('/api/v1/report').json({ document_id: hidden.id, reason: 1 }).bearerToken(token)).assertStatus(404)
  }).skip(communityDisabled, disabledReason)

  test('侵权 is a report reason: accepted, and named so in the staff list', async ({ client, assert }) => {
    const document = await makeDocument({ title: `侵权举报文档${Date.now()}` })
    const reported = await client
      .post('/api/v1/report')
      .json({ document_id: document.id, reason: 7 })
      .bearerToken(await tokenFor(await createUser()))
    reported.assertStatus(200)
    const staff = await staffToken([CommunityPermission.report.list])
    const list = (await client.get('/api/v1/report/list').qs({ wd: document.title }).bearerToken(staff)).body()
    assert.equal(list.report[0].reason, 7)
    assert.equal(list.report[0].reason_name, '侵权')
  }).skip(communityDisabled, disabledReason)

  test('staff list, handle and delete reports; the list links to the content', async ({ client, assert }) => {
    const document = await makeDocument({ title: `举报处理文档${Date.now()}` })
    const reporter = await createUser()
    await client
      .post('/api/v1/report')
      .json({ document_id: document.id, reason: 2 })
      .bearerToken(await tokenFor(reporter))
    const member = await tokenFor(await createUser())
    ;(await client.get('/api/v1/report/list')).assertStatus(401)
    ;(await client.get('/api/v1/report/list').bearerToken(member)).assertStatus(403)
    ;(await client.put('/api/v1/report').json({ id: 1, status: true }).bearerToken(member)).assertStatus(403)
    ;(await client.delete('/api/v1/report').qs({ id: 1 }).bearerToken(member)).assertStatus(403)

    const staff = await staffToken([CommunityPermission.report.list, CommunityPermission.report.update, CommunityPermission.report.delete])
    const list = (await client.get('/api/v1/report/list').qs({ wd: document.title, status: false }).bearerToken(staff)).body()
    assert.equal(list.total, 1)
    const report = list.report[0]
    assert.equal(report.document_title, document.title)
    assert.equal(report.link, `/document/${document.id}`)
    assert.equal(report.reason_name, '淫秽色情')
    assert.equal(report.username, reporter.username)
    assert.isFalse(report.status)

    const invalid = await client.put('/api/v1/report').json({ id: report.id }).bearerToken(staff)
    invalid.assertStatus(400)
    ;(await client.put('/api/v1/report').json({ id: report.id, status: true, remark: '已下架' }).bearerToken(staff)).assertStatus(200)
    const handled = (await client.get('/api/v1/report/list').qs({ wd: document.title, status: true }).bearerToken(staff)).body()
    assert.equal(handled.report[0].remark, '已下架')
    assert.isTrue(handled.report[0].status)

    ;(await client.delete('/api/v1/report').qs({ id: report.id }).bearerToken(staff)).assertStatus(200)
    const after = (await client.get('/api/v1/report/list').qs({ wd: document.title }).bearerToken(staff)).body()
    assert.equal(after.total, 0)
    const gone = await client.delete('/api/v1/report').qs({ id: report.id }).bearerToken(staff)
    gone.assertStatus(404)
    assert.equal(gone.body().message, '举报不存在')
  }).skip(communityDisabled, disabledReason)
})
