import { test } from '@japa/runner'
import sharp from 'sharp'
import { createUser, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import ChatFile from '#plugins/assistant/models/chat_file'
import ChatMessage from '#plugins/assistant/models/chat_message'
import { assistantDisabled, notEnabledReason, resetAssistant, uploadChatFile } from './assistant_suite.js'

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

test.group('Assistant: chat files', (group) => {
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.setup(resetAssistant)

  test('JPEG, PNG, GIF, PDF and plain text are stored, identified by their bytes', async ({ assert }) => {
    const token = await tokenFor(await createUser())
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer()
    const jpeg = await sharp(png).jpeg().toBuffer()
    const gif = await sharp(png).gif().toBuffer()
    const cases: [Uint8Array, string, string][] = [
      [png, 'a.png', 'image/png'],
      [jpeg, 'b.jpg', 'image/jpeg'],
      [gif, 'c.gif', 'image/gif'],
      [PDF, 'd.pdf', 'application/pdf'],
      [new TextEncoder().encode('会员怎么开通？\nhow to join'), 'e.txt', 'text/plain'],
      // The name lies: the bytes decide.
      [png, 'notes.txt', 'image/png'],
    ]
    for (const [bytes, name, type] of cases) {
      const response = await uploadChatFile(token, bytes, name)
      assert.equal(response.status, 200, `${name}: ${JSON.stringify(response.body)}`)
      assert.isAbove(response.body.file_id, 0)
      assert.equal(response.body.name, name)
      assert.equal(response.body.size, bytes.byteLength)
      assert.equal(response.body.type, type, name)
    }
    assert.equal(
      await ChatFile.query()
        .count('* as n')
        .then(([row]) => Number(row.$extras.n)),
      cases.length
    )
  })

  test('a file over 5,242,880 bytes is refused with the spec message and nothing is stored', async ({ assert }) => {
    const token = await tokenFor(await createUser())
    const exact = new Uint8Array(5_242_880).fill(0x61)
    assert.equal((await uploadChatFile(token, exact, 'limit.txt')).status, 200, 'exactly the limit passes')
    const large = new Uint8Array(6_500_000).fill(0x61)
    const response = await uploadChatFile(token, large, 'big.txt')
    assert.equal(response.status, 400)
    assert.equal(response.body.message, '文件过大 (6.20MB), 最大支持5MB')
    assert.equal(
      await ChatFile.query()
        .count('* as n')
        .then(([row]) => Number(row.$extras.n)),
      1
    )
  })

  test('another type is refused with the spec message naming it, whatever the name claims', async ({ assert }) => {
    const token = await tokenFor(await createUser())
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)])
    const response = await uploadChatFile(token, zip, 'photo.png', { mime_type: 'image/png' })
    assert.equal(response.status, 400)
    assert.equal(response.body.message, '不支持的文件类型: application/zip')
    const binary = new Uint8Array([0xff, 0x00, 0xfe, 0x01, 0x02])
    const unknown = await uploadChatFile(token, binary, 'x.bin', { mime_type: 'application/octet-stream' })
    assert.equal(unknown.status, 400)
    assert.equal(unknown.body.message, '不支持的文件类型: application/octet-stream')
    assert.equal(
      await ChatFile.query()
        .count('* as n')
        .then(([row]) => Number(row.$extras.n)),
      0
    )
  })

  test('a file goes with a message of its owner only, and the message keeps its ids', async ({ assert }) => {
    const owner = await tokenFor(await createUser())
    const session = (await plainRequest('POST', '/api/v1/assistant/sessions', { token: owner, json: {} })).body.session_id
    const upload = await uploadChatFile(owner, new TextEncoder().encode('问题清单'), 'q.txt', { session_id: String(session) })
    assert.equal(upload.status, 200)

    const stranger = await tokenFor(await createUser())
    const foreign = await uploadChatFile(stranger, new TextEncoder().encode('x'), 'x.txt', { session_id: String(session) })
    assert.equal(foreign.status, 404, "a file cannot join someone else's session")
    const strangerSession = (await plainRequest('POST', '/api/v1/assistant/sessions', { token: stranger, json: {} })).body.session_id
    const stolen = await plainRequest('POST', `/api/v1/assistant/sessions/${strangerSession}/messages`, {
      token: stranger,
      json: { message: { content: '', file_ids: [upload.body.file_id] } },
    })
    assert.equal(stolen.status, 400)
    assert.equal(stolen.body.message, '文件不存在或已失效，请重新上传')

    const sent = await plainRequest('POST', `/api/v1/assistant/sessions/${session}/messages`, {
      token: owner,
      json: { message: { content: '', file_ids: [upload.body.file_id] } },
    })
    assert.equal(sent.status, 200)
    const mine = await ChatMessage.query().where('session_id', session).where('sender', 'user').firstOrFail()
    assert.deepEqual(mine.fileIds, [upload.body.file_id])
  })
})
