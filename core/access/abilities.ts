import type { HttpContext } from '@adonisjs/core/http'
import { heldKeys } from './access_service.js'

/**
 * Which actions of an admin page the signed-in user may use, by name (the page's `can`), so
 * the page hides what the API would answer 403 to: `abilities(ctx, { delete: KEY })`, or some
 * actions of a permission set's resource: `abilities(ctx, AdsPermission.banner, ['create', 'delete'])`.
 */
export async function abilities<const Keys extends Record<string, string>, const Name extends keyof Keys & string = keyof Keys & string>(
  ctx: HttpContext,
  keys: Keys,
  only?: readonly Name[]
): Promise<Record<Name, boolean>> {
  const held = await heldKeys(ctx.auth.getUserOrFail().id)
  const names = only ?? (Object.keys(keys) as Name[])
  return Object.fromEntries(names.map((name) => [name, held.has(keys[name])])) as Record<Name, boolean>
}
