import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import registry from '#core/kernel/plugin_registry'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { insertedId, remember, timestamp } from '../services/import_map.js'

/** A contact (e-mail, mobile) another account here already has is left empty on the copy. */
async function freeOrNull(column: 'email' | 'mobile', value: string, trx: TransactionClientContract) {
  if (!value) return null
  const taken = await trx.from('users').where(column, value).select('id').first()
  return taken ? null : value
}

/** The balance MOREDOC showed, entered in the credits ledger as one opening line. */
async function openCreditBalance(userId: number, sourceId: number, credits: number, trx: TransactionClientContract) {
  if (credits <= 0 || !registry.isLoaded('commerce')) return
  const { changeCredits, CreditReason } = await import('#plugins/commerce/contracts')
  await changeCredits(
    {
      userId,
      delta: credits,
      reason: CreditReason.AdminGrant,
      referenceType: 'moredoc_user',
      referenceId: sourceId,
      remark: '从 MOREDOC 迁移的余额',
    },
    trx
  )
}

/**
 * Accounts, with MOREDOC's password hash kept as it is: the member signs in with the old
 * password and the login replaces the hash with this site's own. An account whose username
 * exists here is that account (its password and profile stay), so what the MOREDOC account
 * owned lands on it. Counters start at 0: they follow the rows copied later.
 */
export function importUsers(context: ImportContext) {
  return importEachRow(context, {
    kind: 'user',
    label: '用户',
    table: 'user',
    copy: (row) =>
      db.transaction(async (trx) => {
        const sourceId = Number(row.id)
        const username = String(row.username ?? '').trim()
        if (!username) return { skipped: 'MOREDOC 用户名为空' }
        const existing = await trx.from('users').where('username', username).select('id').first()
        if (existing) {
          await remember('user', sourceId, Number(existing.id), trx)
          return { imported: Number(existing.id), note: `用户名 ${username} 已存在：并入本站的同名账号，其密码和资料不变` }
        }
        const email = String(row.email ?? '')
          .trim()
          .toLowerCase()
          .slice(0, 128)
        const mobile = String(row.mobile ?? '')
          .trim()
          .slice(0, 20)
        const freeEmail = await freeOrNull('email', email, trx)
        const freeMobile = await freeOrNull('mobile', mobile, trx)
        const id = insertedId(
          await trx
            .insertQuery()
            .table('users')
            .insert({
              username: username.slice(0, 64),
              password: String(row.password ?? ''),
              email: freeEmail,
              mobile: freeMobile,
              realname: String(row.realname ?? '').slice(0, 64),
              identity: String(row.identity ?? '').slice(0, 32),
              address: String(row.address ?? '').slice(0, 255),
              signature: String(row.signature ?? '').slice(0, 255),
              register_ip: String(row.register_ip ?? '').slice(0, 64),
              last_login_ip: String(row.last_login_ip ?? '').slice(0, 64),
              login_at: row.login_at ? timestamp(row.login_at) : null,
              created_at: timestamp(row.created_at),
              updated_at: timestamp(row.updated_at),
            })
        )
        await openCreditBalance(id, sourceId, Number(row.credit_count ?? 0), trx)
        await remember('user', sourceId, id, trx)
        const dropped = [email && !freeEmail && `邮箱 ${email}`, mobile && !freeMobile && `手机号 ${mobile}`].filter(Boolean)
        return { imported: id, note: dropped.length ? `${dropped.join('、')} 已属于本站其他账号，迁移后留空` : undefined }
      }),
  })
}
