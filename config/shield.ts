import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { defineConfig } from '@adonisjs/shield'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * A forged cross-site API call can only act through a logged-in session cookie: calls with
 * a bearer token or from a session without a user are exempt, and our own pages send
 * X-XSRF-TOKEN with session-authenticated calls.
 */
function isCsrfFreeApiCall(ctx: HttpContext) {
  if (!ctx.request.url().startsWith('/api/')) return false
  if (ctx.request.header('authorization')) return true
  return !ctx.session?.has('auth_web')
}

/**
 * Scripts only from this site, and inline ones only with the response's nonce (the Vite
 * entry and the React refresh preamble in resources/views/inertia_layout.edge). The page data
 * and JSON-LD are JSON script elements, which browsers never run, so they need none. Styles
 * may be inline: Semi, VChart and the editor set style attributes and inject <style>
 * elements. Images, media and iframes may come from other https hosts, because articles and
 * advertisements (sanitised, iframes only from the hosts set in config/ads) link to them.
 * The Vite dev server's HMR websocket listens on a port of its own.
 */
export function contentSecurityPolicy() {
  return {
    defaultSrc: [`'self'`],
    // One file of WeChat's, not its whole host (which could serve a script an attacker chose): the
    // JS-SDK that gives a page its share card inside WeChat (plugins/oauth wechat_share.tsx).
    scriptSrc: [`'self'`, '@nonce', 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'],
    styleSrc: [`'self'`, `'unsafe-inline'`],
    imgSrc: [`'self'`, 'data:', 'blob:', 'https:', 'http:'],
    fontSrc: [`'self'`, 'data:'],
    mediaSrc: [`'self'`, 'blob:', 'https:'],
    frameSrc: [`'self'`, 'https:'],
    connectSrc: app.inProduction ? [`'self'`] : [`'self'`, 'ws:', 'wss:'],
    workerSrc: [`'self'`, 'blob:'],
    objectSrc: [`'none'`],
    baseUri: [`'self'`],
    frameAncestors: [`'self'`],
  }
}

/**
 * The same policy as one header value without the nonce, for API answers: no page renders in
 * them, so no inline script needs allowing, and the value never changes.
 */
export function staticContentSecurityPolicy() {
  return Object.entries(contentSecurityPolicy())
    .map(([name, sources]) => {
      const directive = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
      return [directive, ...sources.filter((source) => source !== '@nonce')].join(' ')
    })
    .join(';')
}

/** HSTS only when the site is served over https: on http it would lock browsers out. */
export function hstsFor(appUrl: string | undefined) {
  return { enabled: /^https:\/\//i.test(appUrl ?? ''), maxAge: '180 days', includeSubDomains: false }
}

export default defineConfig({
  csp: { enabled: true, directives: contentSecurityPolicy(), reportOnly: false },
  csrf: {
    enabled: true,
    exceptRoutes: isCsrfFreeApiCall,
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'SAMEORIGIN' },
  hsts: hstsFor(env.get('APP_URL')),
  contentTypeSniffing: { enabled: true },
})
