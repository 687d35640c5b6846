import { type } from 'node:os'
import { User } from '#core/accounts/contracts'
import { Group } from '#core/access/contracts'
import Permission from '#core/access/models/permission'
import { GRPC_METHOD } from '#core/access/grpc_twins'
import { settings } from '#core/settings/contracts'
import type { SiteStatsContext } from '../contracts.js'

async function countOf(model: { query: () => any }) {
  const [row] = await model.query().count('* as total')
  return Number(row?.$extras?.total ?? 0)
}

/**
 * The kernel's own counts: registered users (plus the configured virtual count) for
 * everyone; groups, permissions and the server's OS and version for admins.
 */
export async function coreStats({ admin }: SiteStatsContext) {
  const virtual = Number(await settings.get<number>('display', 'virtual_register_count')) || 0
  const stats: Record<string, number | string> = {
    user_count: (await countOf(User)) + virtual,
  }
  if (!admin) return stats
  stats.group_count = await countOf(Group)
  // One per guarded route: the gRPC forms kept for MOREDOC's clients are the same permissions.
  stats.permission_count = await countOf({ query: () => Permission.query().whereNot('method', GRPC_METHOD) })
  stats.os = `${type()} ${process.arch}`
  stats.version = String(await settings.get('system', 'version'))
  return stats
}
