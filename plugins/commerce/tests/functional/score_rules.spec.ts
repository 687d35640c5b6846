import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import settings from '#core/settings/settings_service'
import { createUser } from '#tests/helpers/users'
import { newAccount, register, resetSecurity } from '#core/accounts/tests/helpers'
import { awardDocumentCommented, awardDocumentFavourited, CreditReason } from '#plugins/commerce/contracts'
import { balanceOf, createDocument, disabled, ledgerOf, resetCommerceSettings, SKIP_REASON } from '../fixtures.js'

test.group('Score rules (config/score)', (group) => {
  group.each.setup(async () => {
    await resetCommerceSettings()
    await resetSecurity()
  })

  test('registering awards config/score.register through the ledger', async ({ client, assert }) => {
    await settings.update('score', { register: 12 })
    const account = newAccount('score')
    const response = await register(client, account)
    assert.equal(response.status(), 200)
    const userId = response.body().user.id
    assert.equal(await balanceOf(userId), 12)
    const rows = await ledgerOf(userId)
    assert.deepEqual(
      rows.map((row) => [row.delta, row.balance, row.reason]),
      [[12, 12, CreditReason.Register]]
    )
  }).skip(disabled, SKIP_REASON)

  test('uploads earn config/score.upload_document per document, up to the daily limit', async ({ assert }) => {
    await settings.update('score', { upload_document: 5, upload_document_limit: 2 })
    const emitter = await app.container.make('emitter')
    const user = await createUser()
    const [a, b, c] = [
      await createDocument({ userId: user.id }),
      await createDocument({ userId: user.id }),
      await createDocument({ userId: user.id }),
    ]
    await emitter.emit('documents:created', { userId: user.id, documentIds: [a.id, b.id, c.id] })
    assert.equal(await balanceOf(user.id), 10)
    await emitter.emit('documents:created', { userId: user.id, documentIds: [(await createDocument({ userId: user.id })).id] })
    assert.equal(await balanceOf(user.id), 10)
    const rows = await ledgerOf(user.id)
    assert.deepEqual(
      rows.map((row) => [row.reason, row.reference_id]),
      [
        [CreditReason.Upload, a.id],
        [CreditReason.Upload, b.id],
      ]
    )
  }).skip(disabled, SKIP_REASON)

  test('a limit of 0 awards nothing for uploads', async ({ assert }) => {
    await settings.update('score', { upload_document_limit: 0 })
    const emitter = await app.container.make('emitter')
    const user = await createUser()
    await emitter.emit('documents:created', { userId: user.id, documentIds: [(await createDocument({ userId: user.id })).id] })
    assert.equal(await balanceOf(user.id), 0)
  }).skip(disabled, SKIP_REASON)

  test('a favourited document earns its uploader credits, not for favouriting one’s own, capped per day', async ({ assert }) => {
    await settings.update('score', { document_collected: 2, document_collected_limit: 1 })
    const owner = await createUser()
    const fan = await createUser()
    const document = await createDocument({ userId: owner.id })
    assert.isNull(await awardDocumentFavourited({ documentId: document.id, ownerId: owner.id, userId: owner.id }))
    assert.isNotNull(await awardDocumentFavourited({ documentId: document.id, ownerId: owner.id, userId: fan.id }))
    assert.isNull(await awardDocumentFavourited({ documentId: document.id, ownerId: owner.id, userId: (await createUser()).id }))
    assert.equal(await balanceOf(owner.id), 2)
    assert.equal(await balanceOf(fan.id), 0)
  }).skip(disabled, SKIP_REASON)

  test('parallel awards of one user stop at the daily limit', async ({ assert }) => {
    await settings.update('score', { document_commented: 3, document_commented_limit: 2 })
    const user = await createUser()
    const document = await createDocument({ userId: (await createUser()).id })
    const awarded = await Promise.all(
      Array.from({ length: 12 }, () => awardDocumentCommented({ documentId: document.id, userId: user.id }))
    )
    assert.lengthOf(
      awarded.filter((log) => log !== null),
      2
    )
    assert.equal(await balanceOf(user.id), 6)
    assert.lengthOf(await ledgerOf(user.id), 2)
  }).skip(disabled, SKIP_REASON)

  test('commenting earns the commenter credits, capped per day', async ({ assert }) => {
    await settings.update('score', { document_commented: 1, document_commented_limit: 2 })
    const user = await createUser()
    const document = await createDocument()
    for (let index = 0; index < 3; index++) await awardDocumentCommented({ documentId: document.id, userId: user.id })
    assert.equal(await balanceOf(user.id), 2)
    const rows = await ledgerOf(user.id)
    assert.isTrue(rows.every((row) => row.reason === CreditReason.Comment && row.reference_id === document.id))
  }).skip(disabled, SKIP_REASON)
})
