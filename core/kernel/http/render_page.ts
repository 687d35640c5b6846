import type { HttpContext } from '@adonisjs/core/http'
import type { InertiaPages, SharedProps } from '@adonisjs/inertia/types'
// Augmentations this file relies on: ctx.inertia, and the shared props controllers need not pass.
import type {} from '@adonisjs/inertia/inertia_middleware'
import type {} from '../shared_props.js'

export type PageName = keyof InertiaPages & string

/**
 * What a controller hands a page: the page component's props, less those every page shares
 * (a page may still set a shared one, e.g. the header's article categories).
 */
export type PageInput<Page extends PageName> = Omit<InertiaPages[Page], keyof SharedProps> & Partial<SharedProps>

type PageInputArgs<Page extends PageName> = {} extends PageInput<Page> ? [props?: PageInput<Page>] : [props: PageInput<Page>]

/**
 * Renders an Inertia page by name ('<owner>/<area>/<file>', found by folder in resources/pages.tsx).
 * The page map is generated from the page components (scripts/generate_page_types.ts), so a
 * prop the page does not take, or one it needs and does not get, fails the typecheck here.
 */
export function renderPage<Page extends PageName>(ctx: Pick<HttpContext, 'inertia'>, page: Page, ...[props]: PageInputArgs<Page>) {
  // inertia.render's own props type admits only JSON types that interfaces do not match; the check is PageInput's.
  const render = ctx.inertia.render as (page: string, props: object) => ReturnType<HttpContext['inertia']['render']>
  return render.call(ctx.inertia, page, props ?? {})
}
