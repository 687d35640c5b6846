import { test } from '@japa/runner'
import { createUser } from '#tests/helpers/users'
import { DESKTOP, PHONE, openPage, overflowOf, signInAsAdmin, snapshot } from '#tests/helpers/browser'
import { assertAccessible } from '#tests/helpers/axe'
import { assistantDisabled, chat, notEnabledReason, resetAssistant } from '../functional/assistant_suite.js'

/** Opens an admin list, waits for its rows, and checks it again with them (openPage checked it before they loaded). */
async function openList(visit: any, path: string, viewport: typeof DESKTOP, rowText: string) {
  const page = await openPage(visit, path, viewport)
  await page.locator('.semi-table-tbody').getByText(rowText, { exact: false }).first().waitFor()
  await assertAccessible(page, `${path} with rows @${viewport.width}px`)
  return page
}

test.group('Assistant admin: 聊天用户, their sessions and 会员会话', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.timeout(300_000)
  group.each.setup(resetAssistant)

  for (const { name, viewport } of [
    { name: 'desktop', viewport: DESKTOP },
    { name: 'phone', viewport: PHONE },
  ]) {
    test(`${name}: the users list leads to a member's sessions, and 会员会话 lists everyone's`, async ({
      visit,
      browserContext,
      assert,
    }) => {
      const member = await createUser({ username: `chatter${Date.now().toString(36)}` })
      await chat(member.id, { mode: 'ai', rating: 4, hoursAgo: 1, tokens: 1234 })
      await chat(member.id, { closed: false })
      await signInAsAdmin(browserContext)

      const users = await openList(visit, '/admin/assistant/users', viewport, member.username)
      const row = users.locator('.semi-table-row', { hasText: member.username })
      assert.include(await row.innerText(), '1234')
      assert.equal(await overflowOf(users), 0, 'the page never scrolls sideways')
      await snapshot(users, `assistant_users_${name}`, { fullPage: false })
      await row.getByRole('button', { name: '查看会话' }).click()
      await users.waitForURL(`**/admin/assistant/users/${member.id}/chats`)
      await users.getByRole('heading', { name: `${member.username} 的会话` }).waitFor()
      await users.locator('.semi-table-tbody').getByText('进行中').first().waitFor()
      assert.equal(await users.locator('.semi-table-tbody .semi-table-row').count(), 2)
      await assertAccessible(users, `member chats @${viewport.width}px`)
      await users.close()

      const chats = await openList(visit, `/admin/assistant/users/${member.id}/chats`, viewport, '进行中')
      await chats.close()

      const all = await openList(visit, '/admin/assistant/user-chats', viewport, member.username)
      assert.equal(await overflowOf(all), 0, 'the page never scrolls sideways')
      await snapshot(all, `assistant_user_chats_${name}`, { fullPage: false })
      await all.close()
    })
  }
})
