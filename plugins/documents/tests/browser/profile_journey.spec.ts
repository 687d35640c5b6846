import { test } from '@japa/runner'
import { DynamicType, recordDynamic } from '#core/accounts/contracts'
import { createUser } from '#tests/helpers/users'
import { createReaderDocument } from '../functional/reader_fixtures.js'
import { openPage, snapshot } from '#tests/helpers/browser'

test.group('A public profile in a browser', (group) => {
  group.each.timeout(300_000)

  test('a visitor reads someone’s recent activity, then opens the 文档 tab; nothing overflows on a phone', async ({ visit, assert }) => {
    const owner = await createUser()
    const document = await createReaderDocument({ userId: owner.id, title: '个人主页里的文档' })
    await recordDynamic(owner.id, DynamicType.Upload, ['上传了文档《', { text: document.title, href: `/document/${document.id}` }, '》'])
    for (let index = 1; index <= 11; index++) await recordDynamic(owner.id, DynamicType.Sign, [`签到成功，第 ${index} 天`])

    const page = await openPage(visit, `/user/${owner.id}`)
    const feed = page.getByTestId('dynamic-feed')
    await feed.getByText('签到成功，第 11 天').waitFor()
    assert.equal(await feed.locator('.semi-timeline-item').count(), 10)
    await feed.getByRole('button', { name: '加载更多' }).click()
    await feed.getByRole('link', { name: '个人主页里的文档' }).waitFor()
    assert.equal(await feed.locator('.semi-timeline-item').count(), 12)
    await snapshot(page, 'profile_desktop')

    await page.getByRole('tab', { name: '文档' }).click()
    await page.waitForURL(new RegExp(`/user/${owner.id}/document$`))
    await page.getByTestId('user-documents').getByText('个人主页里的文档').waitFor()

    await page.setViewportSize({ width: 390, height: 844 })
    const overflow = await page.evaluate(() => {
      const browser = globalThis as any
      return browser.document.documentElement.scrollWidth - browser.innerWidth
    })
    assert.isAtMost(overflow, 0)
    await snapshot(page, 'profile_documents_phone')
  })
})
