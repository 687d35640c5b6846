import { test } from '@japa/runner'
import { createUser } from '#tests/helpers/users'
import { unique } from '#tests/helpers/unique'
import { DESKTOP, modalButton, openPage, overflowOf, PHONE, signIn, snapshot } from '#tests/helpers/browser'
import { createReaderDocument } from '../functional/reader_fixtures.js'

test.group('Following an uploader in a browser', (group) => {
  group.each.timeout(300_000)

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`a guest is sent to log in; a member follows from the user page and finds the uploads on /me (${viewport.width} px)`, async ({
      visit,
      assert,
    }) => {
      const author = await createUser()
      const fan = await createUser()
      const document = await createReaderDocument({ userId: author.id, title: unique('关注后看到的文档') })
      const profile = `/user/${author.id}`

      const page = await openPage(visit, profile, viewport)
      const button = page.getByTestId('follow-button')
      assert.equal((await button.textContent())?.trim(), '关注')
      await button.click()
      await page.waitForURL(/\/login\?redirect=/)
      assert.equal(new URL(page.url()).searchParams.get('redirect'), profile)

      await page.goto(profile, { waitUntil: 'domcontentloaded' })
      await page.waitForSelector('body[data-hydrated]')
      await signIn(page, fan.username)
      const before = await openPage(visit, '/me', viewport)
      await before.getByText('你还没有关注任何人').waitFor()
      await snapshot(before, `follow_me_empty_${name}`)
      await before.close()
      const counts = page.getByTestId('follow-counts')
      assert.equal((await counts.textContent())?.trim(), '0 / 0')
      await page.getByTestId('follow-button').click()
      await page.getByTestId('follow-button').getByText('已关注').waitFor()
      await page.getByTestId('follow-counts').getByText('0 / 1').waitFor()
      assert.isAtMost(await overflowOf(page), 0)
      await snapshot(page, `follow_user_page_${name}`)

      const me = await openPage(visit, '/me', viewport)
      const item = me.getByTestId('follow-feed-item').filter({ hasText: document.title })
      await item.getByRole('link', { name: document.title }).waitFor()
      assert.equal(await item.getByRole('link', { name: document.title }).getAttribute('href'), `/document/${document.id}`)
      assert.isTrue(await item.getByRole('link', { name: author.username }).isVisible())
      assert.isAtMost(await overflowOf(me), 0)
      await snapshot(me, `follow_me_feed_${name}`)

      await me.goto(profile, { waitUntil: 'domcontentloaded' })
      await me.waitForSelector('body[data-hydrated]')
      await me.getByTestId('follow-button').click()
      const confirm = modalButton(me, '取消关注')
      await confirm.waitFor()
      const box = await me.locator('.semi-modal').boundingBox()
      assert.isAtMost(box!.x + box!.width, viewport.width, 'the question fits the window')
      await snapshot(me, `follow_unfollow_confirm_${name}`, { fullPage: false })
      await confirm.click()
      await me.getByTestId('follow-button').getByText('关注', { exact: true }).waitFor()
      await me.getByTestId('follow-counts').getByText('0 / 0').waitFor()
    })
  }
})
