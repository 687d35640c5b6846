import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineExtensionPoint } from '#core/kernel/extension_point'

/**
 * Runs inside the transaction that deletes users (admin DELETE /api/v1/user), before the
 * user rows go: plugins remove or hand over what those users own.
 */
export const userDeletion = defineExtensionPoint<(userIds: number[], trx: TransactionClientContract) => Promise<void>>('userDeletion')
