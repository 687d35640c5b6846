import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import settings from '#core/settings/settings_service'
import { createUser, tokenFor } from '#tests/helpers/users'
import { CreditReason } from '#plugins/commerce/contracts'
import {
  balanceOf,
  createDocument,
  disabled,
  download,
  ledgerIsConsistent,
  ledgerOf,
  nextIp,
  resetCommerceSettings,
  setBalance,
  SKIP_REASON,
} from '../fixtures.js'

const downloadsOf = (userId: number, documentId: number) =>
  db.from('document_downloads').where('user_id', userId).where('document_id', documentId)

test.group('Paid downloads', (group) => {
  group.each.setup(() => resetCommerceSettings())

  test('the downloader pays the price and the uploader receives it, in the ledger of both', async ({ assert }) => {
    const uploader = await createUser()
    const reader = await createUser()
    await setBalance(reader.id, 12)
    const document = await createDocument({ price: 5, userId: uploader.id })
    const response = await download(document.id, await tokenFor(reader))
    assert.equal(response.status, 200)
    assert.match(response.body.url, /^\/download\//)
    assert.equal(await balanceOf(reader.id), 7)
    assert.equal(await balanceOf(uploader.id), 5)
    const [paid] = await ledgerOf(reader.id)
    assert.deepEqual([paid.delta, paid.balance, paid.reason, paid.reference_id], [-5, 7, CreditReason.Download, document.id])
    const [income] = await ledgerOf(uploader.id)
    assert.deepEqual([income.delta, income.balance, income.reason], [5, 5, CreditReason.DownloadIncome])
  }).skip(disabled, SKIP_REASON)

  test('without enough credits the download is refused, named in the currency, and nothing is recorded', async ({ assert }) => {
    await settings.update('system', { credit_name: '金币' })
    const reader = await createUser()
    await setBalance(reader.id, 3)
    const uploader = await createUser()
    const document = await createDocument({ price: 5, userId: uploader.id })
    const response = await download(document.id, await tokenFor(reader))
    assert.equal(response.status, 403)
    assert.equal(response.body.message, '您的金币不足，下载该文档需要 5 金币')
    assert.equal(await balanceOf(reader.id), 3)
    assert.equal(await balanceOf(uploader.id), 0)
    assert.lengthOf(await ledgerOf(reader.id), 0)
    assert.lengthOf(await downloadsOf(reader.id, document.id), 0)
  }).skip(disabled, SKIP_REASON)

  test('one’s own documents and free documents cost nothing', async ({ assert }) => {
    const uploader = await createUser()
    const own = await createDocument({ price: 9, userId: uploader.id })
    const free = await createDocument({ price: 0 })
    const token = await tokenFor(uploader)
    assert.equal((await download(own.id, token)).status, 200)
    assert.equal((await download(free.id, token)).status, 200)
    assert.lengthOf(await ledgerOf(uploader.id), 0)
  }).skip(disabled, SKIP_REASON)

  test('a repeat download within free_download_duration days is free; 0 days means paying every time', async ({ assert }) => {
    const reader = await createUser()
    await setBalance(reader.id, 100)
    const document = await createDocument({ price: 4 })
    const token = await tokenFor(reader)
    assert.equal((await download(document.id, token)).status, 200)
    assert.equal((await download(document.id, token)).status, 200)
    assert.equal(await balanceOf(reader.id), 92)

    await settings.update('download', { free_download_duration: 3 })
    assert.equal((await download(document.id, token)).status, 200)
    assert.equal(await balanceOf(reader.id), 92)

    // The last payment is older than the window: pay again.
    await db
      .from('commerce_credit_logs')
      .where('user_id', reader.id)
      .update({ created_at: DateTime.now().minus({ days: 4 }).toFormat('yyyy-MM-dd HH:mm:ss') })
    assert.equal((await download(document.id, token)).status, 200)
    assert.equal(await balanceOf(reader.id), 88)
    assert.lengthOf(await downloadsOf(reader.id, document.id), 4)
  }).skip(disabled, SKIP_REASON)

  test('the uploader keeps nothing when download income is switched off', async ({ assert }) => {
    await settings.update('score', { download_income_to_uploader: false })
    const uploader = await createUser()
    const reader = await createUser()
    await setBalance(reader.id, 10)
    const document = await createDocument({ price: 6, userId: uploader.id })
    assert.equal((await download(document.id, await tokenFor(reader))).status, 200)
    assert.equal(await balanceOf(reader.id), 4)
    assert.equal(await balanceOf(uploader.id), 0)
  }).skip(disabled, SKIP_REASON)

  test('guests: free documents only when config/download allows it, never priced ones', async ({ assert }) => {
    const free = await createDocument({ price: 0 })
    const paid = await createDocument({ price: 2 })
    assert.equal((await download(free.id)).status, 401)
    await settings.update('download', { enable_guest_download: true })
    assert.equal((await download(free.id)).status, 200)
    assert.equal((await download(paid.id)).status, 401)
  }).skip(disabled, SKIP_REASON)

  test('50 parallel downloads by a user whose balance covers 10 give exactly 10 successes and a consistent ledger', async ({ assert }) => {
    const uploader = await createUser()
    const reader = await createUser()
    await setBalance(reader.id, 50)
    const document = await createDocument({ price: 5, userId: uploader.id })
    const token = await tokenFor(reader)
    const ip = nextIp()
    const results = await Promise.all(Array.from({ length: 50 }, () => download(document.id, token, ip)))
    assert.equal(results.filter((result) => result.status === 200).length, 10)
    assert.equal(results.filter((result) => result.status === 403).length, 40)
    assert.equal(await balanceOf(reader.id), 0)
    assert.equal(await balanceOf(uploader.id), 50)
    const rows = await ledgerOf(reader.id)
    assert.lengthOf(rows, 10)
    assert.isTrue(ledgerIsConsistent(rows, 50))
    assert.isTrue(ledgerIsConsistent(await ledgerOf(uploader.id), 0))
    assert.lengthOf(await downloadsOf(reader.id, document.id), 10)
  }).skip(disabled, SKIP_REASON)
})
