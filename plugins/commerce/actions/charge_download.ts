import { ApiError } from '#core/kernel/http/api_error'
import { settings } from '#core/settings/contracts'
import { userCounter } from '#core/accounts/contracts'
import type { DownloadCharge, DownloadRequest } from '#plugins/documents/contracts'
import { CreditReason } from '../enums/credit_reason.js'
import { changeCredits, creditName, InsufficientCreditsError, type CreditChange } from './change_credits.js'
import { useVipFreeDownload } from './use_vip_download.js'
import { downloadIsFree, vipForDownloads } from '../queries/download_price.js'
import type { ScoreSettings } from '../settings.js'

/**
 * beforeDocumentDownload: the downloader pays the document's price in credits, credited to
 * the uploader when config/score says so, inside the transaction that records the download.
 * Free documents, one's own documents, bought documents (order type 1), repeat downloads
 * within the window and a VIP's daily free downloads cost nothing (downloadQuote tells the
 * reader the same beforehand). Guests and the daily caps are the documents plugin's checks,
 * made before this runs. The charge answers what it took, for the downloader to read.
 */
export async function chargeDownload({ document, userId }: DownloadRequest): Promise<DownloadCharge | void> {
  const price = Number(document.price) || 0
  if (price <= 0) return
  if (userId <= 0) throw ApiError.unauthorized('请先登录')
  if (await downloadIsFree(document, userId)) return

  const toUploader = Boolean(await settings.get<boolean>('score', 'download_income_to_uploader' satisfies keyof ScoreSettings))
  const vip = await vipForDownloads(userId)
  const name = await creditName()
  const refusal = `您的${name}不足，下载该文档需要 ${price} ${name}`
  const payment: CreditChange = {
    userId,
    delta: -price,
    reason: CreditReason.Download,
    referenceType: 'document',
    referenceId: document.id,
  }
  const income: CreditChange = { ...payment, userId: document.userId, delta: price, reason: CreditReason.DownloadIncome }

  return async (trx) => {
    if (vip && (await useVipFreeDownload(vip, trx))) return '本次为VIP免费下载，未扣除' + name
    const uploader = toUploader && document.userId > 0 && (await userCounter(document.userId, 'credit_count', { client: trx })) !== null
    // Both rows change in id order, so two downloads paying each other's uploads cannot deadlock.
    const changes = uploader ? [payment, income].sort((a, b) => a.userId - b.userId) : [payment]
    let balance = 0
    try {
      for (const change of changes) {
        const log = await changeCredits(change, trx)
        if (change === payment) balance = Number(log.balance)
      }
    } catch (error) {
      throw error instanceof InsufficientCreditsError ? ApiError.forbidden(refusal) : error
    }
    return `已扣除 ${price} ${name}，剩余 ${balance} ${name}`
  }
}
