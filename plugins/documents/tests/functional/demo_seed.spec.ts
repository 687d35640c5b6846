import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import { User } from '#core/accounts/contracts'
import seedDocuments from '#plugins/documents/database/seeders/demo_seeder'
import Document from '#plugins/documents/models/document'
import { convertQueuedDocument } from '#plugins/documents/actions/convert_document'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { createUser } from '#tests/helpers/users'
import { documentsDisabled, disabledReason, wipeDocuments } from './admin_helpers.js'
import { useRealConverter } from './convert_helpers.js'

test.group('Documents: the demo documents', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.timeout(180_000)

  test('the seeded guide names the currency as the site does, not 积分', async ({ assert, cleanup }) => {
    await settings.update('system', { credit_name: '金币' })
    cleanup(async () => {
      await settings.update('system', { credit_name: '' })
    })
    await useRealConverter(1)
    await wipeDocuments()
    if (!(await User.findBy('username', 'admin'))) await createUser({ username: 'admin' })

    await seedDocuments()
    const guide = await Document.query().where('title', 'Docsite 文库使用指南').firstOrFail()
    assert.equal(guide.ext, '.pdf')
    assert.equal(await convertQueuedDocument(guide.id, { attempt: 1, maxAttempts: 1 }), 'converted')
    await guide.refresh()
    assert.equal(guide.status, DocumentStatus.Converted)
    const text = String((await db.from('document_texts').where('hash', guide.hash).first()).content)
    assert.include(text, '下载可以设置金币价格')
    assert.notInclude(text, '积分')
  })
})
