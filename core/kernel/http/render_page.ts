import type { HttpContext } from '@adonisjs/core/http'

/**
 * Renders an Inertia page by name. Pages are found by folder ('<owner>/<area>/<file>',
 * resources/pages.tsx), so they are not in Inertia's typed page map and are rendered
 * through this untyped door.
 */
export function renderPage(ctx: Pick<HttpContext, 'inertia'>, page: string, props: Record<string, unknown> = {}) {
  const inertia = ctx.inertia as unknown as { render(page: string, props: Record<string, unknown>): unknown }
  return inertia.render(page, props)
}
