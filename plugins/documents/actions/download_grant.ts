import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/kernel/http/api_error'
import { settings } from '#core/settings/contracts'
import { assertNotPunished } from '#core/access/contracts'
import { DocumentPunishment } from '../capabilities.js'
import { DynamicType, recordDynamic } from '#core/accounts/contracts'
import { beforeDocumentDownload } from '../extension_points.js'
import Document from '../models/document.js'
import DocumentDownload from '../models/document_download.js'
import { HIDDEN_STATUSES } from '../enums/document_status.js'
import { downloadsTodayByIp, downloadsTodayByUser } from '../queries/reader_download_counts.js'
import { findVisibleDocument, type Viewer } from '../queries/reader_visibility.js'
import { lockDownloadCounters } from '../services/download_locks.js'
import { signDownloadToken } from './download_token.js'

type DownloadSettings = {
  enable_guest_download: boolean
  times_every_day: number
  times_every_ip: number
}

export interface DownloadGrantInput {
  documentId: number
  viewer: Viewer
  ip: string
}

/** The path of a signed download link; the file name is only there to read nicely. */
export function downloadUrl(token: string) {
  return `/download/${token}`
}

/** The daily limits per user and per IP (0 allows nobody, as MOREDOC). */
async function assertDailyLimits(rules: DownloadSettings, userId: number, ip: string, trx?: TransactionClientContract) {
  if (userId > 0 && (await downloadsTodayByUser(userId, trx)) >= Number(rules.times_every_day)) {
    throw ApiError.forbidden('您今日的下载次数已用完，请明天再来')
  }
  if ((await downloadsTodayByIp(ip, trx)) >= Number(rules.times_every_ip)) {
    throw ApiError.forbidden('当前IP今日的下载次数已用完，请明天再来')
  }
}

/**
 * GET /api/v1/document/download, in this order: the document is visible (404), a login
 * unless guests may download and it is free (401), no 禁止下载 punishment, the daily limits
 * per user and per IP (0 allows nobody, as MOREDOC), then the plugins' own conditions
 * (commerce charges credits). The download record and the plugins' charges commit together;
 * only then is the link signed. What the charges took comes back as `message`.
 */
export async function grantDownload({ documentId, viewer, ip }: DownloadGrantInput) {
  const document = await findVisibleDocument({ id: documentId }, viewer)
  if (!document || !document.hash) throw ApiError.notFound('文档不存在')

  const rules = await settings.group<DownloadSettings>('download')
  if (viewer.id === 0 && !(rules.enable_guest_download && document.price === 0)) {
    throw ApiError.unauthorized('请先登录')
  }
  if (viewer.id > 0) await assertNotPunished(viewer.id, DocumentPunishment.NoDownload, '您已被禁止下载文档')
  await assertDailyLimits(rules, viewer.id, ip)

  const charges = (await beforeDocumentDownload.collect({ document, userId: viewer.id, ip })).filter((charge) => !!charge)

  const receipts: string[] = []
  await db.transaction(async (trx) => {
    // The document row is locked first: parallel downloads of one document queue on it. The
    // other order deadlocks on MySQL, where the download row's foreign key takes a shared lock.
    await trx.from('documents').where('id', document.id).increment('download_count', 1)
    // Counted again behind the locks, so parallel downloads cannot all pass the check above.
    await lockDownloadCounters(trx, viewer.id, ip)
    await assertDailyLimits(rules, viewer.id, ip, trx)
    await DocumentDownload.create({ documentId: document.id, userId: viewer.id, ip }, { client: trx })
    for (const charge of charges) {
      const receipt = await charge(trx)
      if (receipt) receipts.push(receipt)
    }
  })
  await recordDynamic(viewer.id, DynamicType.Download, ['下载了文档《', { text: document.title, href: `/document/${document.id}` }, '》'])
  const token = await signDownloadToken({ documentId: document.id, userId: viewer.id, hash: document.hash })
  return receipts.length ? { url: downloadUrl(token), message: receipts.join('；') } : { url: downloadUrl(token) }
}

/**
 * GET /api/v1/document/download/bereviewed: staff fetch the original of a disabled,
 * pending or rejected document to judge it. Not a download: nothing is counted.
 */
export async function grantReviewDownload(documentId: number, viewer: Viewer) {
  const document = await Document.find(documentId)
  if (!document || !document.hash || !HIDDEN_STATUSES.includes(document.status)) {
    throw ApiError.notFound('文档不存在')
  }
  const token = await signDownloadToken({ documentId: document.id, userId: viewer.id, hash: document.hash })
  return { url: downloadUrl(token) }
}
