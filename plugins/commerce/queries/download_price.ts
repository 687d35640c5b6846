import { DateTime } from 'luxon'
import { settings } from '#core/settings/contracts'
import { userCounter } from '#core/accounts/contracts'
import type { Document } from '#plugins/documents/contracts'
import { CreditReason } from '../enums/credit_reason.js'
import { latestLogAbout } from './credit_logs.js'
import { activeVip } from './active_vip.js'
import { hasPurchased } from './document_purchases.js'
import { vipDownloadsUsedToday } from '../actions/use_vip_download.js'

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

/** Downloads that never cost credits: free, one's own, paid within the window, or bought as an order. */
export async function downloadIsFree(document: Document, userId: number) {
  const price = Number(document.price) || 0
  if (price <= 0) return true
  if (userId <= 0) return false
  if (document.userId === userId) return true
  return (await paidRecently(userId, document.id)) || (await hasPurchased(userId, document.id))
}

/** The VIP membership whose free downloads apply (config/vip on), or null. */
export async function vipForDownloads(userId: number) {
  return (await settings.get<boolean>('vip', 'enable')) ? activeVip(userId) : null
}

/**
 * What the member would pay to download the document now, by the rules chargeDownload
 * applies (a VIP with free downloads left today pays nothing), and their balance: the reader
 * asks before spending.
 */
export async function downloadQuote(document: Document, userId: number) {
  const balance = (await userCounter(userId, 'credit_count')) ?? 0
  if (await downloadIsFree(document, userId)) return { price: 0, balance }
  const vip = await vipForDownloads(userId)
  if (vip && vip.times > (await vipDownloadsUsedToday(userId))) return { price: 0, balance }
  return { price: Number(document.price), balance }
}
