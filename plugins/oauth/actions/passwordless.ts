import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { User } from '#core/accounts/contracts'

/**
 * Whether a member knows a password. An account this plugin created got a random password
 * nobody knows; it counts once the stored hash changed (the member set one: change, reset,
 * an administrator), without core having to tell.
 */
export async function hasOwnPassword(user: User) {
  const row = await db.from('oauth_passwordless_users').where('user_id', user.id).first()
  return !row || row.initial_password !== user.password
}

export async function markPasswordless(user: User, trx?: TransactionClientContract) {
  await (trx ?? db).table('oauth_passwordless_users').insert({ user_id: user.id, initial_password: user.password })
}
