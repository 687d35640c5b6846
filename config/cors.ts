import { defineConfig } from '@adonisjs/cors'

/**
 * The JSON API is meant for other clients (mini-programs, scripts): any origin may call it
 * with a bearer token, but browsers never send cookies cross-origin.
 */
export default defineConfig({
  enabled: true,
  origin: (requestOrigin) => Boolean(requestOrigin),
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: [],
  credentials: false,
  maxAge: 43200,
})
