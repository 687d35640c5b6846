import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { queue } from '#core/queue/contracts'
import { settings } from '#core/settings/contracts'
import { storage } from '#core/storage/contracts'
import { User } from '#core/accounts/contracts'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import { inertiaPage } from '#tests/helpers/inertia'
import { AssistantPermission } from '#plugins/assistant/permissions'
import ChatFile from '#plugins/assistant/models/chat_file'
import ChatMessage from '#plugins/assistant/models/chat_message'
import ChatSession from '#plugins/assistant/models/chat_session'
import { CLEAN_FILES_JOB } from '#plugins/assistant/jobs/clean_chat_files_job'
import { assistantDisabled, notEnabledReason, resetAssistant, uploadChatFile } from './assistant_suite.js'

const SESSIONS = '/api/v1/assistant/sessions'

async function staff(keys: string[]) {
  return tokenFor((await createStaff(keys)).user)
}

/** A member's session with a file uploaded to it, and one uploaded before it and then sent in a message. */
async function sessionWithFiles(token: string) {
  const sessionId = (await plainRequest('POST', SESSIONS, { token, json: {} })).body.session_id as number
  const uploaded = await uploadChatFile(token, new TextEncoder().encode('附件一'), 'a.txt', { session_id: String(sessionId) })
  const early = await uploadChatFile(token, new TextEncoder().encode('附件二'), 'b.txt')
  const sent = await plainRequest('POST', `${SESSIONS}/${sessionId}/messages`, {
    token,
    json: { message: { content: '看看附件', file_ids: [early.body.file_id] } },
  })
  if (sent.status !== 200) throw new Error(JSON.stringify(sent.body))
  const files = await ChatFile.query().whereIn('id', [uploaded.body.file_id, early.body.file_id]).orderBy('id')
  return { sessionId, files }
}

async function onDisk(files: ChatFile[]) {
  return Promise.all(files.map((file) => storage.disk().exists(file.path)))
}

test.group('Assistant: chat files leave with their session, and after their time', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.setup(resetAssistant)

  test('staff deleting a session delete its messages and its files, bytes and rows', async ({ assert }) => {
    const member = await tokenFor(await createUser())
    const doomed = await sessionWithFiles(member)
    const kept = await sessionWithFiles(member)
    assert.deepEqual(await onDisk(doomed.files), [true, true])

    const reader = await staff([AssistantPermission.conversation.list])
    const forbidden = await plainRequest('DELETE', `/api/v1/assistant/session?id=${doomed.sessionId}`, { token: reader })
    assert.equal(forbidden.status, 403)

    const token = await staff([AssistantPermission.conversation.list, AssistantPermission.conversation.delete])
    const deleted = await plainRequest('DELETE', `/api/v1/assistant/session?id=${doomed.sessionId}`, { token })
    assert.equal(deleted.status, 200)
    assert.deepEqual(deleted.body, { deleted: 1 })

    assert.isNull(await ChatSession.find(doomed.sessionId))
    assert.lengthOf(await ChatMessage.query().where('session_id', doomed.sessionId), 0)
    assert.lengthOf(
      await ChatFile.query().whereIn(
        'id',
        doomed.files.map((file) => file.id)
      ),
      0
    )
    assert.deepEqual(await onDisk(doomed.files), [false, false], 'the bytes left storage')

    assert.lengthOf(
      await ChatFile.query().whereIn(
        'id',
        kept.files.map((file) => file.id)
      ),
      2,
      "another session's files stay"
    )
    assert.deepEqual(await onDisk(kept.files), [true, true])
    const list = await plainRequest('GET', '/api/v1/assistant/session/list', { token })
    assert.deepEqual(
      list.body.session.map((row: { id: number }) => row.id),
      [kept.sessionId]
    )
  })

  test('the cleanup job removes files past 聊天文件保留天数 and those of deleted sessions or members, and keeps the rest', async ({
    assert,
  }) => {
    await settings.update('assistant', { file_keep_days: 7 })
    const member = await tokenFor(await createUser())
    const expired = (await sessionWithFiles(member)).files[0]
    await ChatFile.query()
      .where('id', expired.id)
      .update({ created_at: DateTime.now().minus({ days: 8 }).toSQL({ includeOffset: false }) })
    const orphaned = await sessionWithFiles(member)
    // A session removed without its files (a crash between the two, an older version).
    await ChatSession.query().where('id', orphaned.sessionId).delete()
    const fresh = await sessionWithFiles(member)
    const leaver = await createUser()
    const leaversFiles = (await sessionWithFiles(await tokenFor(leaver))).files
    // An account deleted (DELETE /api/v1/user keeps its sessions; its files are of no one).
    await User.query().where('id', leaver.id).delete()

    await queue.startWorkers({ jobs: [CLEAN_FILES_JOB] })
    await queue.dispatch(CLEAN_FILES_JOB, {})
    await queue.idle(10_000)

    const gone = [expired, ...orphaned.files, ...leaversFiles]
    assert.lengthOf(
      await ChatFile.query().whereIn(
        'id',
        gone.map((file) => file.id)
      ),
      0
    )
    assert.deepEqual(await onDisk(gone), [false, false, false, false, false])
    const left = (await ChatFile.query().orderBy('id')).map((file) => file.id)
    assert.includeMembers(
      left,
      fresh.files.map((file) => file.id)
    )
    assert.deepEqual(await onDisk(fresh.files), [true, true])
  })

  test('staff who read the chats see how many chat files there are, their size and the cap', async ({ assert, client }) => {
    await settings.update('assistant', { file_storage_mb: 3, file_keep_days: 5 })
    const member = await tokenFor(await createUser())
    await uploadChatFile(member, new Uint8Array(1000).fill(0x61), 'a.txt')
    await uploadChatFile(member, new Uint8Array(2500).fill(0x62), 'b.txt')
    const expected = { count: 2, bytes: 3500, cap_bytes: 3 * 1024 * 1024, keep_days: 5 }

    const token = await staff([AssistantPermission.conversation.list])
    const usage = await plainRequest('GET', '/api/v1/assistant/files/usage', { token })
    assert.equal(usage.status, 200)
    assert.deepEqual(usage.body, expected)
    const page = await client.get('/admin/assistant').bearerToken(token).header('Accept', 'text/html')
    page.assertStatus(200)
    assert.deepEqual(inertiaPage(page.text()).props.files, expected)

    const knowledgeOnly = await staff([AssistantPermission.knowledge.list])
    assert.equal((await plainRequest('GET', '/api/v1/assistant/files/usage', { token: knowledgeOnly })).status, 403)
    const hidden = await client.get('/admin/assistant').bearerToken(knowledgeOnly).header('Accept', 'text/html')
    assert.notExists(inertiaPage(hidden.text()).props.files)
  })
})
