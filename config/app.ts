import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'

export const appKey = env.get('APP_KEY')

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: true,
  // Only these proxies may set X-Forwarded-For (rate limits and recorded IPs rely on it).
  trustProxy: env.get('TRUSTED_PROXIES', 'loopback'),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction && (env.get('APP_URL') ?? '').startsWith('https://'),
    sameSite: 'lax',
  },
})
