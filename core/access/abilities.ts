import type { HttpContext } from '@adonisjs/core/http'
import { heldKeys } from './access_service.js'

/**
 * Which actions of an admin page the signed-in user may use, by name (the page's `can`), so
 * the page hides what the API would answer 403 to: `abilities(ctx, { delete: KEY })`.
 */
export async function abilities<Name extends string>(ctx: HttpContext, keys: Record<Name, string>): Promise<Record<Name, boolean>> {
  const held = await heldKeys(ctx.auth.getUserOrFail().id)
  return Object.fromEntries(Object.entries<string>(keys).map(([name, key]) => [name, held.has(key)])) as Record<Name, boolean>
}
