import { createUrlBuilder } from '@adonisjs/core/http/url_builder_client'
import { apiRoutes, type ApiRoutes } from '../../types/api_routes.generated'

/**
 * The one way the UI names an API URL: `api.get(apiUrl('categories.category.list'), query)`.
 * The names (and any route params) are those the server's routes carry, from the generated
 * registry, so renaming or removing a route fails the typecheck of the pages that call it.
 * Query strings stay with `api` (its `query` argument), so this builder never writes one.
 */
export const apiUrl = createUrlBuilder<ApiRoutes>(apiRoutes, () => '')

/** A route name of the generated registry, for helpers that take the route rather than a URL. */
export type ApiRouteName = keyof ApiRoutes['ALL'] & string
