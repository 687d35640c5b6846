import { describe, expect, it } from 'vitest'
import { apiUrl, type ApiRouteName } from '~/lib/api_url'
import { apiRoutes } from '../../types/api_routes.generated'

describe('apiUrl', () => {
  it('turns a route name into the pattern the server registered it under', () => {
    expect(apiUrl('documents.list')).toBe('/api/v1/document/list')
    expect(apiUrl('hello.store')).toBe('/api/v1/hello')
  })

  it('knows every route of the generated registry by its name', () => {
    const routes = Object.values(apiRoutes).flat()
    expect(routes.length).toBeGreaterThan(100)
    for (const route of routes) {
      // A route with params (/sessions/:id/history) is built with each param filled in.
      const names = route.tokens.filter((token) => token.type === 1).map((token) => token.val)
      const params = Object.fromEntries(names.map((name) => [name, 7]))
      const expected = names.reduce((pattern, name) => pattern.replace(`:${name}`, '7'), route.pattern)
      expect((apiUrl as any)(route.name, params)).toBe(expected)
    }
  })

  it('refuses a name the server does not register', () => {
    expect(() => apiUrl('no.such.route' as ApiRouteName)).toThrow(/no\.such\.route/)
  })
})
