import type { HttpContext } from '@adonisjs/core/http'
import { heldKeys } from './access_service.js'

/** Who is reading content: id 0 for a guest; `staff` when the reader may see every state of it. */
export interface Viewer {
  id: number
  staff: boolean
}

export const GUEST: Viewer = { id: 0, staff: false }

/** The caller as a viewer, staff when it holds `staffKey` (e.g. 文档列表（全部状态）); guests cost no query. */
export async function viewerHolding(ctx: Pick<HttpContext, 'auth'>, staffKey: string): Promise<Viewer> {
  const user = ctx.auth.user
  if (!user) return GUEST
  return { id: user.id, staff: (await heldKeys(user.id)).has(staffKey) }
}
