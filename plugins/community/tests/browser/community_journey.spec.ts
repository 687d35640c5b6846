import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Punishment from '#core/access/models/punishment'
import { setGroupCapabilities } from '#core/access/contracts'
import { CommunityPunishment } from '#plugins/community/capabilities'
import { settings } from '#core/settings/contracts'
import Group from '#core/access/models/group'
import { User } from '#core/accounts/contracts'
import { addToGroup, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import Comment from '#plugins/community/models/comment'
import Favorite from '#plugins/community/models/favorite'
import Report from '#plugins/community/models/report'
import { communityDisabled, disabledReason, makeDocument, resetCommunitySettings } from '../helpers.js'
import { modalButton, openPage, overflowOf, snapshot } from '#tests/helpers/browser'

const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>'

test.group('Community in a browser', (group) => {
  group.tap((item) => item.skip(communityDisabled, disabledReason))
  group.each.timeout(300_000)
  group.each.setup(resetCommunitySettings)

  test('a member favourites, comments on, replies under and reports a document', async ({ visit, browserContext, assert }) => {
    const document = await makeDocument({ title: '互动浏览器测试文档' })
    const member = await createUser()
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(member)}` })
    const page = await openPage(visit, `/document/${document.id}`)
    await page.getByText('还没有评论，来说第一句吧').waitFor()

    await page.getByTestId('favorite-button').click()
    await page.getByTestId('favorite-button').getByText('已收藏 1').waitFor()
    assert.lengthOf(await Favorite.query().where({ user_id: member.id, target_id: document.id }), 1)

    await page.getByPlaceholder('说说你对这份文档的看法…').fill('这份文档很有帮助')
    await page.getByTestId('comment-submit').first().click()
    await page.getByTestId('comment-item').getByText('这份文档很有帮助').waitFor()
    await page.getByRole('button', { name: '回复' }).first().click()
    await page.getByPlaceholder(`回复 ${member.username}`).fill('补充一句')
    await page.getByTestId('comment-submit').last().click()
    await page.locator('.ds-reader-comments__replies').getByText('补充一句').waitFor()
    await document.refresh()
    assert.equal(document.commentCount, 2)
    assert.equal(document.favoriteCount, 1)

    await page.getByTestId('report-button').click()
    await page.locator('.semi-radio', { hasText: '人身攻击' }).click()
    await snapshot(page, 'community_report_modal')
    await page.locator('.semi-modal-footer button', { hasText: '提交举报' }).click()
    await page.getByText('举报成功，感谢您的反馈').waitFor()
    const report = await Report.query().where({ user_id: member.id, target_id: document.id }).firstOrFail()
    assert.equal(report.reason, 5)
    await snapshot(page, 'community_reader_desktop')

    await page.setViewportSize({ width: 390, height: 844 })
    assert.isAtMost(await overflowOf(page), 0)
    await snapshot(page, 'community_reader_phone')

    const favorites = await openPage(visit, '/me/favorite')
    await favorites.getByTestId('me-favorite').getByText('互动浏览器测试文档').waitFor()
    const comments = await openPage(visit, '/me/comment')
    await comments.getByTestId('me-comment').first().waitFor()
    assert.equal(await comments.getByTestId('me-comment').count(), 2)
    await snapshot(comments, 'community_me_comments')

    // The row's delete asks first, in a confirmation one can see and answer.
    await favorites.getByTestId('me-favorite').getByRole('button', { name: '取消收藏' }).click()
    await modalButton(favorites, '取消收藏').click()
    await favorites.getByText('已取消收藏').waitFor()
    await favorites.getByTestId('me-favorite').waitFor({ state: 'detached' })
    assert.lengthOf(await Favorite.query().where({ user_id: member.id, target_id: document.id }), 0)
  })

  test('an administrator approves a pending comment on the comment page, and then everyone sees it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const document = await makeDocument({ title: '审核评论文档' })
    const author = await User.create({
      username: `rv${Date.now().toString(36)}`,
      email: `rv${Date.now()}@example.com`,
      password: 'secret123',
    })
    const reviewed = await Group.create({ title: `审核组${Date.now().toString(36)}` })
    await setGroupCapabilities(reviewed.id, { enable_comment: true, enable_comment_approval: true })
    await addToGroup(author, reviewed)
    const pending = await Comment.create({
      userId: author.id,
      type: 0,
      targetId: document.id,
      parentId: 0,
      content: '等待审核的评论',
      status: 0,
      commentCount: 0,
      ip: '',
    })

    const admin = await createSuperAdmin()
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(admin)}` })
    const page = await openPage(visit, '/admin/comment')
    const row = page.locator('tr', { hasText: '等待审核的评论' })
    await row.waitFor()
    await snapshot(page, 'community_admin_comment')
    await row.locator('.semi-checkbox').first().click()
    await page.getByTestId('batch-approve').click()
    await page.getByText('已审核通过').waitFor()
    // It leaves the pending list (other tests may leave pending comments of their own in it).
    await row.waitFor({ state: 'detached' })
    await pending.refresh()
    assert.equal(pending.status, 1)
    await document.refresh()
    assert.equal(document.commentCount, 1)

    await browserContext.setExtraHTTPHeaders({})
    const reader = await openPage(visit, `/document/${document.id}`)
    await reader.getByTestId('comment-item').getByText('等待审核的评论').waitFor()
  })

  test('script payloads in a comment, a signature and a document title stay text', async ({ visit, browserContext, assert }) => {
    await settings.update('security', { comment_interval: 0 })
    const document = await makeDocument({ title: `标题${XSS}` })
    const member = await createUser()
    member.signature = `签名${XSS}`
    await member.save()
    await Comment.create({
      userId: member.id,
      type: 0,
      targetId: document.id,
      parentId: 0,
      content: `评论${XSS}`,
      status: 1,
      commentCount: 0,
      ip: '',
    })
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(member)}` })
    const page = await openPage(visit, `/document/${document.id}`)
    await page.getByTestId('comment-item').first().waitFor()
    await page.getByText(`评论${XSS}`).waitFor()
    assert.isUndefined(await page.evaluate(() => (globalThis as any).__xss))
    assert.equal(await page.locator('.ds-reader-comments img[src="x"]').count(), 0)

    await page.getByRole('heading', { name: `标题${XSS}` }).waitFor()

    const mine = await openPage(visit, '/me/comment')
    await mine.getByText(`评论${XSS}`).waitFor()
    await mine.getByText(`签名${XSS}`).waitFor()
    await mine.getByText(`评论于《标题${XSS}》`).waitFor()
    assert.isUndefined(await mine.evaluate(() => (globalThis as any).__xss))
    assert.equal(await mine.locator('img[src="x"]').count(), 0)
  })
})

test.group('Community notices in a browser', (group) => {
  group.tap((item) => item.skip(communityDisabled, disabledReason))
  group.each.timeout(300_000)
  group.each.setup(resetCommunitySettings)

  test('the 收藏 count at the top of the reader follows the favourite button, and 侵权 can be reported', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const document = await makeDocument({ title: '收藏计数文档' })
    const member = await createUser()
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(member)}` })
    const page = await openPage(visit, `/document/${document.id}`, { width: 1280, height: 900 })
    const topCount = page.getByTestId('reader-favorite-count')
    assert.equal(await topCount.innerText(), '0')

    await page.getByTestId('favorite-button').click()
    await page.getByTestId('favorite-button').getByText('已收藏 1').waitFor()
    await page.waitForFunction(
      () => (globalThis as any).document.querySelector('[data-testid="reader-favorite-count"]')?.textContent === '1'
    )
    await page.getByTestId('favorite-button').click()
    await page.getByTestId('favorite-button').getByText('收藏', { exact: true }).waitFor()
    await page.waitForFunction(
      () => (globalThis as any).document.querySelector('[data-testid="reader-favorite-count"]')?.textContent === '0'
    )

    await page.getByTestId('report-button').click()
    await page.locator('.semi-radio', { hasText: '侵权' }).click()
    await page.locator('.semi-modal-footer button', { hasText: '提交举报' }).click()
    await page.getByText('举报成功，感谢您的反馈').waitFor()
    const report = await Report.query().where({ user_id: member.id, target_id: document.id }).firstOrFail()
    assert.equal(report.reason, 7)
  })

  test('a member punished with 禁止评论 sees why and until when instead of the comment box', async ({ visit, browserContext, assert }) => {
    const document = await makeDocument({ title: '禁止评论文档' })
    const member = await createUser()
    const end = DateTime.now().plus({ days: 3 }).startOf('second')
    await Punishment.create({
      userId: member.id,
      type: CommunityPunishment.NoComment,
      enable: true,
      reason: '发布广告',
      remark: '',
      startTime: null,
      endTime: end,
    })
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(member)}` })
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await openPage(visit, `/document/${document.id}`, viewport)
      const notice = page.getByTestId('comment-ban')
      await notice.waitFor()
      assert.equal(await notice.innerText(), `您已被禁止评论，原因：发布广告，解除时间：${end.toFormat('yyyy-MM-dd HH:mm:ss')}`)
      assert.equal(await page.getByPlaceholder('说说你对这份文档的看法…').count(), 0, 'no comment box')
      assert.isAtMost(await overflowOf(page), 0)
      await notice.scrollIntoViewIfNeeded()
      await snapshot(page, `community_comment_ban_${viewport.width}`, { fullPage: false })
      await page.close()
    }
  })
})
