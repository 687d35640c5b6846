import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'
import { createUser } from '#tests/helpers/users'
import { DESKTOP, openPage, signIn } from '#tests/helpers/browser'
import ChatFile from '#plugins/assistant/models/chat_file'
import { assistantDisabled, notEnabledReason, resetAssistant } from '../functional/assistant_suite.js'

test.group('Assistant panel: the daily chat file quota', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.timeout(300_000)
  group.each.setup(resetAssistant)

  test('a member past 每人每日上传文件数 reads why the file was refused', async ({ visit, assert }) => {
    await settings.update('assistant', { file_daily_count: 1 })
    const page = await openPage(visit, '/', DESKTOP)
    const member = await createUser({ password: 'secret123' })
    await signIn(page, member.username)
    await page.getByTestId('assistant-fab').click()
    const sheet = page.locator('.ds-chat-sheet')
    await sheet.getByText('智能助手', { exact: true }).waitFor()

    const file = sheet.getByTestId('assistant-file')
    await file.setInputFiles({ name: 'first.txt', mimeType: 'text/plain', buffer: Buffer.from('第一个文件') })
    await sheet.getByLabel('已选择的文件').getByText('first.txt').waitFor()
    await file.setInputFiles({ name: 'second.txt', mimeType: 'text/plain', buffer: Buffer.from('第二个文件') })
    await page.getByText('今日上传文件数已达上限（1 个），请明天再试').waitFor()
    await page.assertNotExists('text=second.txt', 'the refused file is not listed')
    assert.deepEqual(
      (await ChatFile.query().where('user_id', member.id)).map((row) => row.name),
      ['first.txt']
    )
  })
})
