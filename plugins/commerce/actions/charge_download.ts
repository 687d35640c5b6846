import { DateTime } from 'luxon'
import { ApiError } from '#core/kernel/http/api_error'
import { settings } from '#core/settings/contracts'
import type { DownloadCharge, DownloadRequest } from '#plugins/documents/contracts'
import { CreditReason } from '../enums/credit_reason.js'
import { latestLogAbout } from '../queries/credit_logs.js'
import { changeCredits, creditName, InsufficientCreditsError, type CreditChange } from './change_credits.js'
import { useVipFreeDownload } from './use_vip_download.js'
import { activeVip } from '../queries/active_vip.js'
import { hasPurchased } from '../queries/document_purchases.js'
import type { ScoreSettings } from '../settings.js'

/**
 * Paid within download.free_download_duration days: downloading again is free. 0 means every
 * download pays, as the admin label says (MOREDOC's code did the opposite).
 */
async function paidRecently(userId: number, documentId: number) {
  const days = Number(await settings.get('download', 'free_download_duration')) || 0
  if (days <= 0) return false
  const last = await latestLogAbout(userId, CreditReason.Download, documentId)
  return Boolean(last && last.createdAt.plus({ days }) > DateTime.now())
}

/**
 * beforeDocumentDownload: the downloader pays the document's price in credits, credited to
 * the uploader when config/score says so, inside the transaction that records the download.
 * Free documents, one's own documents, bought documents (order type 1), repeat downloads
 * within the window and a VIP's daily free downloads cost nothing. Guests and the daily caps are the documents plugin's checks,
 * made before this runs.
 */
export async function chargeDownload({ document, userId }: DownloadRequest): Promise<DownloadCharge | void> {
  const price = Number(document.price) || 0
  if (price <= 0) return
  if (userId <= 0) throw ApiError.unauthorized('请先登录')
  if (document.userId === userId) return
  if (await paidRecently(userId, document.id)) return
  if (await hasPurchased(userId, document.id)) return

  const toUploader = Boolean(await settings.get<boolean>('score', 'download_income_to_uploader' satisfies keyof ScoreSettings))
  const vip = (await settings.get<boolean>('vip', 'enable')) ? await activeVip(userId) : null
  const name = await creditName()
  const refusal = `您的${name}不足，下载该文档需要 ${price} ${name}`
  const payment: CreditChange = { userId, delta: -price, reason: CreditReason.Download, referenceType: 'document', referenceId: document.id }
  const income: CreditChange = { ...payment, userId: document.userId, delta: price, reason: CreditReason.DownloadIncome }

  return async (trx) => {
    if (vip && (await useVipFreeDownload(vip, trx))) return
    const uploader = toUploader && document.userId > 0 && (await trx.from('users').where('id', document.userId).first())
    // Both rows change in id order, so two downloads paying each other's uploads cannot deadlock.
    const changes = uploader ? [payment, income].sort((a, b) => a.userId - b.userId) : [payment]
    try {
      for (const change of changes) await changeCredits(change, trx)
    } catch (error) {
      throw error instanceof InsufficientCreditsError ? ApiError.forbidden(refusal) : error
    }
  }
}
