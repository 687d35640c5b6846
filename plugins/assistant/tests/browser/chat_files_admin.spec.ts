import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'
import { storage } from '#core/storage/contracts'
import { createUser } from '#tests/helpers/users'
import { DESKTOP, modalButton, openPage, signInAsAdmin } from '#tests/helpers/browser'
import { assertAccessible } from '#tests/helpers/axe'
import ChatFile from '#plugins/assistant/models/chat_file'
import ChatSession from '#plugins/assistant/models/chat_session'
import { assistantDisabled, chat, notEnabledReason, resetAssistant } from '../functional/assistant_suite.js'

test.group('Assistant admin: the space chat files take, and deleting a session with its files', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.timeout(300_000)
  group.each.setup(resetAssistant)

  test('staff read the chat files count, size and cap, and a deleted session takes its file along', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await settings.update('assistant', { file_storage_mb: 100 })
    const member = await createUser({ username: `filer${Date.now().toString(36)}` })
    const sessionId = await chat(member.id, { closed: false })
    const path = `assistant/browser-${Date.now()}.txt`
    await storage.put(path, new Uint8Array(3 * 1024 * 1024).fill(0x61), 'text/plain')
    await ChatFile.create({ userId: member.id, sessionId, name: 'notes.txt', size: 3 * 1024 * 1024, mimeType: 'text/plain', path })
    await signInAsAdmin(browserContext)

    const page = await openPage(visit, '/admin/assistant', DESKTOP)
    const space = page.getByRole('group', { name: '聊天文件占用' })
    await space.getByText('聊天文件 1 个，占用 3.0 MB，上限 100.0 MB，保留 7 天').waitFor()
    assert.equal(await space.getByRole('progressbar').getAttribute('aria-valuenow'), '3')
    await assertAccessible(page, '/admin/assistant with the chat files line')
    await page.close()

    const chats = await openPage(visit, '/admin/assistant/user-chats', DESKTOP)
    const row = chats.locator('.semi-table-row', { hasText: member.username })
    await row.waitFor()
    await row.getByRole('button', { name: `删除会话 ${sessionId}` }).click()
    await chats.getByText('会话的消息和上传的文件一并删除，不可恢复。').waitFor()
    await modalButton(chats, '删除').click()
    await chats.getByText('删除成功').waitFor()
    await row.waitFor({ state: 'detached' })
    assert.isNull(await ChatSession.find(sessionId))
    assert.isFalse(await storage.disk().exists(path), 'the file left storage')
  })
})
