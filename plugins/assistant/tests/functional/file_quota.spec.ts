import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'
import { storage, STORAGE_FULL_MESSAGE } from '#core/storage/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import ChatFile from '#plugins/assistant/models/chat_file'
import { assistantDisabled, notEnabledReason, resetAssistant, uploadChatFile } from './assistant_suite.js'

const MB = 1024 * 1024

/** Plain text of the given size (UTF-8 'a's). */
function text(bytes: number) {
  return new Uint8Array(bytes).fill(0x61)
}

async function storedKeys() {
  const listing = await storage.disk().listAll('assistant', { recursive: true })
  return [...listing.objects].flatMap((object) => ('key' in object ? [object.key] : [])).sort()
}

async function chatFileRows() {
  return ChatFile.query()
    .count('* as n')
    .then(([row]) => Number(row.$extras.n))
}

test.group('Assistant: chat file quotas and the storage cap', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.setup(resetAssistant)

  test('past the daily file count a member gets 429 with the reason, and nothing is stored', async ({ assert }) => {
    await settings.update('assistant', { file_daily_count: 3 })
    const token = await tokenFor(await createUser())
    for (let index = 0; index < 3; index++) {
      assert.equal((await uploadChatFile(token, text(100), `${index}.txt`)).status, 200)
    }
    const before = await storedKeys()
    const refused = await uploadChatFile(token, text(100), 'four.txt')
    assert.equal(refused.status, 429)
    assert.equal(refused.body.message, '今日上传文件数已达上限（3 个），请明天再试')
    assert.equal(await chatFileRows(), 3)
    assert.deepEqual(await storedKeys(), before, 'no bytes written')

    const other = await tokenFor(await createUser())
    assert.equal((await uploadChatFile(other, text(100), 'other.txt')).status, 200, 'the quota is per member')
  })

  test('parallel uploads cannot pass the daily count together', async ({ assert }) => {
    await settings.update('assistant', { file_daily_count: 3 })
    const token = await tokenFor(await createUser())
    const before = await storedKeys()
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => uploadChatFile(token, text(700), `p${index}.txt`)))
    assert.equal(responses.filter((response) => response.status === 200).length, 3)
    assert.equal(responses.filter((response) => response.status === 429).length, 9)
    assert.equal(await chatFileRows(), 3)
    assert.lengthOf(await storedKeys(), before.length + 3)
  })

  test('past the daily bytes a member gets 429 naming the size, and nothing is stored', async ({ assert }) => {
    await settings.update('assistant', { file_daily_mb: 1 })
    const token = await tokenFor(await createUser())
    assert.equal((await uploadChatFile(token, text(0.7 * MB), 'a.txt')).status, 200)
    const before = await storedKeys()
    const refused = await uploadChatFile(token, text(0.7 * MB), 'b.txt')
    assert.equal(refused.status, 429)
    assert.equal(refused.body.message, '今日上传文件总大小已达上限（1MB，已用 0.70MB），请明天再试或上传更小的文件')
    assert.equal(await chatFileRows(), 1)
    assert.deepEqual(await storedKeys(), before, 'no bytes written')
    assert.equal((await uploadChatFile(token, text(0.2 * MB), 'c.txt')).status, 200, 'a file that still fits passes')
  })

  test('the total cap of chat files refuses with 507 存储空间不足, stores nothing and takes nothing of the quota', async ({ assert }) => {
    await settings.update('assistant', { file_storage_mb: 1, file_daily_count: 2 })
    const first = await tokenFor(await createUser())
    assert.equal((await uploadChatFile(first, text(0.7 * MB), 'a.txt')).status, 200)

    const second = await tokenFor(await createUser())
    const before = await storedKeys()
    const refused = await uploadChatFile(second, text(0.5 * MB), 'b.txt')
    assert.equal(refused.status, 507)
    assert.equal(refused.body.message, STORAGE_FULL_MESSAGE)
    assert.equal(await chatFileRows(), 1)
    assert.deepEqual(await storedKeys(), before, 'no bytes written')

    // The refusals did not count: once there is room, both of the member's files pass.
    await settings.update('assistant', { file_storage_mb: 10 })
    assert.equal((await uploadChatFile(second, text(100), 'c.txt')).status, 200)
    assert.equal((await uploadChatFile(second, text(100), 'd.txt')).status, 200)
  })
})
