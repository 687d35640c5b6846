import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import { userCounter } from '#core/accounts/contracts'
import { CreditReason, type CreditReasonValue } from '../enums/credit_reason.js'
import { awardsToday } from '../queries/credit_logs.js'
import { changeCredits } from './change_credits.js'
import type { ScoreSettings } from '../settings.js'

function rules() {
  return settings.group<ScoreSettings>('score')
}

/**
 * Awards `amount` unless the user already got `limit` awards of this reason today. The count
 * and the award share a transaction that first locks the user's row, so parallel awards of
 * one user queue and each counts the ones before it (SQLite runs one transaction at a time).
 */
async function awardCapped(input: {
  userId: number
  amount: number
  limit: number
  reason: CreditReasonValue
  referenceType: string
  referenceId: number
}) {
  if (input.userId <= 0 || input.amount <= 0 || input.limit <= 0) return null
  return db.transaction(async (trx) => {
    await userCounter(input.userId, 'credit_count', { client: trx, forUpdate: true })
    if ((await awardsToday(input.userId, input.reason, trx)) >= input.limit) return null
    const change = {
      userId: input.userId,
      delta: input.amount,
      reason: input.reason,
      referenceType: input.referenceType,
      referenceId: input.referenceId,
    }
    return changeCredits(change, trx)
  })
}

/** config/score.register, once, when a visitor creates an account. */
export async function awardRegister(userId: number) {
  const amount = Number((await rules()).register) || 0
  if (amount <= 0) return null
  return changeCredits({ userId, delta: amount, reason: CreditReason.Register, referenceType: 'user', referenceId: userId })
}

/** config/score.upload_document per new document, for at most upload_document_limit documents a day. */
export async function awardUpload(userId: number, documentIds: number[]) {
  const score = await rules()
  const awarded = []
  for (const documentId of documentIds) {
    const log = await awardCapped({
      userId,
      amount: Number(score.upload_document),
      limit: Number(score.upload_document_limit),
      reason: CreditReason.Upload,
      referenceType: 'document',
      referenceId: documentId,
    })
    if (!log) break
    awarded.push(log)
  }
  return awarded
}

export interface DocumentFavourited {
  documentId: number
  /** The uploader, who receives the award. */
  ownerId: number
  /** Who favourited it; favouriting one's own document earns nothing. */
  userId: number
}

/**
 * config/score.document_collected for the uploader when someone else favourites their
 * document; the daily limit counts the uploader's awards (MOREDOC counted the favouriter's).
 */
export async function awardDocumentFavourited({ documentId, ownerId, userId }: DocumentFavourited) {
  if (ownerId === userId) return null
  const score = await rules()
  return awardCapped({
    userId: ownerId,
    amount: Number(score.document_collected),
    limit: Number(score.document_collected_limit),
    reason: CreditReason.Favourited,
    referenceType: 'document',
    referenceId: documentId,
  })
}

export interface DocumentCommented {
  documentId: number
  /** The commenter, who receives the award. */
  userId: number
}

/** config/score.document_commented for the commenter, at most document_commented_limit times a day. */
export async function awardDocumentCommented({ documentId, userId }: DocumentCommented) {
  const score = await rules()
  return awardCapped({
    userId,
    amount: Number(score.document_commented),
    limit: Number(score.document_commented_limit),
    reason: CreditReason.Comment,
    referenceType: 'document',
    referenceId: documentId,
  })
}
