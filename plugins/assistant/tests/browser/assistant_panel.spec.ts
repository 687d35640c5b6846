import { test } from '@japa/runner'
import { createUser } from '#tests/helpers/users'
import { DESKTOP, PHONE, openPage, overflowOf, signIn, snapshot } from '#tests/helpers/browser'
import ChatSession from '#plugins/assistant/models/chat_session'
import { assistantDisabled, notEnabledReason, resetAssistant } from '../functional/assistant_suite.js'

/** The button's box once it has settled (it grows while dragged and shrinks back after). */
async function fabBox(page: any) {
  const fab = page.getByTestId('assistant-fab')
  await fab.waitFor()
  await page.waitForTimeout(300)
  return fab.boundingBox()
}

const VIEWPORTS = [
  { name: 'desktop', viewport: DESKTOP, margin: 20, bottom: 100 },
  { name: 'phone', viewport: PHONE, margin: 15, bottom: 70 },
]

test.group('Assistant panel in a browser', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.timeout(300_000)
  group.each.setup(resetAssistant)

  for (const { name, viewport, margin, bottom } of VIEWPORTS) {
    test(`${name}: a guest is asked to log in; a member drags the button, asks a quick question, sends with Enter, gets the file and mode rules`, async ({
      visit,
      assert,
    }) => {
      const page = await openPage(visit, '/', viewport)

      // Spec §9 default place: 50 px plus the margin from the right, the bottom offset from the bottom.
      const start = await fabBox(page)
      const startWidth = await page.evaluate(() => (globalThis as any).document.documentElement.clientWidth)
      assert.equal(Math.round(start.x), startWidth - 50 - margin)
      assert.equal(Math.round(start.y), viewport.height - 50 - bottom)

      await page.getByTestId('assistant-fab').click()
      await page.getByText('您尚未登录或登录已过期，请先登录').waitFor()
      await page.assertNotExists('.ds-chat-sheet .semi-sidesheet-inner')

      const member = await createUser({ password: 'secret123' })
      await signIn(page, member.username)

      // A short press does not drag; a long press (500 ms) does, and the place is kept.
      const box = await fabBox(page)
      await page.mouse.move(box.x + 25, box.y + 25)
      await page.mouse.down()
      await page.waitForTimeout(650)
      await page.mouse.move(120, 200, { steps: 8 })
      await page.mouse.up()
      const moved = await fabBox(page)
      assert.equal(Math.round(moved.x), 95)
      assert.equal(Math.round(moved.y), 175)
      await page.assertNotExists('.ds-chat-sheet .ds-chat', 'the release after a drag does not open the panel')
      const stored = await page.evaluate(() => [
        (globalThis as any).localStorage.getItem('docsite.assistant.x'),
        (globalThis as any).localStorage.getItem('docsite.assistant.y'),
      ])
      assert.deepEqual(stored, ['95', '175'])
      // Dragged past the edge, it stays inside the window.
      await page.mouse.move(moved.x + 25, moved.y + 25)
      await page.mouse.down()
      await page.waitForTimeout(650)
      await page.mouse.move(viewport.width + 200, -100, { steps: 8 })
      await page.mouse.up()
      const clamped = await fabBox(page)
      const width = await page.evaluate(() => (globalThis as any).document.documentElement.clientWidth)
      assert.equal(Math.round(clamped.x), width - 50)
      assert.equal(Math.round(clamped.y), 0)
      await page.reload({ waitUntil: 'domcontentloaded' })
      await page.waitForSelector('body[data-hydrated]')
      const reloaded = await fabBox(page)
      assert.equal(Math.round(reloaded.x), width - 50, 'the saved place survives a reload')
      await page.waitForTimeout(400)

      await page.getByTestId('assistant-fab').click()
      const sheet = page.locator('.ds-chat-sheet')
      await sheet.getByText('智能助手', { exact: true }).waitFor()
      const quick = sheet.locator('.ds-chat-quick')
      assert.equal(await quick.locator('button').count(), 4)

      await quick.getByRole('button', { name: '如何注册账号？' }).click()
      await sheet.locator('.ds-chat-msg.is-bot[data-status="success"]').last().getByText('/register', { exact: false }).waitFor()
      assert.equal(await quick.count(), 1, 'quick questions stay while there are 2 messages')

      // Shift+Enter starts a new line; Enter sends.
      const input = sheet.getByRole('textbox', { name: '输入消息' })
      await input.fill('VIP')
      await input.press('Shift+Enter')
      await input.pressSequentially('有什么用')
      assert.equal(await input.inputValue(), 'VIP\n有什么用')
      assert.equal(await sheet.locator('.ds-chat-msg.is-user').count(), 1)
      await input.press('Enter')
      await sheet.locator('.ds-chat-msg.is-user').nth(1).waitFor()
      await sheet.locator('.ds-chat-msg.is-bot[data-status="success"]').nth(1).waitFor()
      assert.equal(await input.inputValue(), '')
      assert.equal(await sheet.locator('.ds-chat-quick').count(), 0, 'quick questions leave after 2 messages')
      assert.isTrue(await sheet.getByRole('button', { name: '发送' }).isDisabled(), 'send is disabled with nothing to send')

      // A file over 5 MB is refused before it is sent.
      await sheet
        .getByTestId('assistant-file')
        .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6_500_000, 1) })
      await page.getByText('文件过大 (6.20MB), 最大支持5MB').waitFor()
      await sheet.getByTestId('assistant-file').setInputFiles({ name: 'a.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') })
      await page.getByText('不支持的文件类型: application/zip').waitFor()
      await snapshot(page, `assistant-panel-${name}`, { fullPage: false })
      assert.equal(await overflowOf(page), 0)

      // Switching mode closes the session and starts a new one, with an empty conversation.
      const first = (await ChatSession.query().where('user_id', member.id).firstOrFail()).id
      // On a phone the file messages' toasts cover the sheet's header: switch once they have gone, as a person would.
      // A toast under the pointer waits for it to leave (Semi pauses its timer on hover): move it off the top.
      await page.mouse.move(2, (page.viewportSize()?.height ?? 800) - 2)
      await page.locator('.semi-toast').first().waitFor({ state: 'detached', timeout: 30_000 })
      await page.locator('.ds-chat-head__mode').click()
      await page.locator('.semi-select-option', { hasText: 'AI 模式' }).click()
      await sheet.locator('.ds-chat-head__mode', { hasText: 'AI 模式' }).waitFor()
      await sheet.locator('.ds-chat-quick').waitFor()
      assert.equal(await sheet.locator('.ds-chat-msg.is-user').count(), 0)
      const sessions = await ChatSession.query().where('user_id', member.id).orderBy('id')
      assert.equal(sessions.length, 2)
      assert.equal(sessions[0].id, first)
      assert.exists(sessions[0].closedAt, 'the old session is closed')
      assert.equal(sessions[1].mode, 'ai')

      // A reply that lands while the sheet is hidden counts as unread on the button.
      await page.route('**/api/v1/assistant/sessions/*/messages', async (route: any) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      await input.fill('忘记密码')
      await input.press('Enter')
      await sheet.getByText('正在处理您的请求...').waitFor()
      await page.locator('.semi-sidesheet-mask').click({ position: { x: 5, y: 5 } })
      await page.getByTestId('assistant-fab').waitFor()
      await page.getByTestId('assistant-fab').getByText('1', { exact: true }).waitFor({ timeout: 15_000 })
      await snapshot(page, `assistant-unread-${name}`, { fullPage: false })
      await page.unroute('**/api/v1/assistant/sessions/*/messages')
      await page.waitForTimeout(400)
      await page.getByTestId('assistant-fab').click()
      await sheet.getByText('/findpassword', { exact: false }).first().waitFor()
      await page.assertNotExists('[data-testid="assistant-fab"]')

      // The close icon ends the session.
      await sheet.getByRole('button', { name: '关闭' }).click()
      await page.getByTestId('assistant-fab').waitFor()
      // The sheet closes at once; the request that ends the session may still be on its way.
      let ended = await ChatSession.findOrFail(sessions[1].id)
      for (let attempt = 0; attempt < 50 && !ended.closedAt; attempt++) {
        await page.waitForTimeout(200)
        ended = await ChatSession.findOrFail(sessions[1].id)
      }
      assert.exists(ended.closedAt)
      assert.equal(ended.rating, 0)
    })
  }
})
