import { createSuperAdmin, tokenFor } from './users.js'
import { assertAccessible } from './axe.js'

export const DESKTOP = { width: 1280, height: 900 }
export const PHONE = { width: 390, height: 844 }

/**
 * Opens a page and waits until React has hydrated it. The first visit compiles the page in
 * Vite's dev server, which can take a while on a cold start. A viewport, when given, is set
 * before the page loads, so it renders at that width from the first paint (resizing after
 * load left phone-only controls hidden now and then on a busy machine).
 *
 * Every page opened this way is then checked by axe-core (WCAG 2.1 AA): a serious or critical
 * violation fails the test, naming rule, target and page. `{ axe: false }` is for the
 * accessibility spec, which collects the findings of many pages before failing.
 */
export async function openPage(visit: any, path: string, viewport?: { width: number; height: number }, options: { axe?: boolean } = {}) {
  const navigation = { waitUntil: 'domcontentloaded', timeout: 120_000 }
  let page: any
  if (viewport) {
    page = await visit('about:blank')
    await page.setViewportSize(viewport)
    await page.goto(path, navigation)
  } else {
    page = await visit(path, navigation)
  }
  await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })
  if (options.axe !== false) await assertAccessible(page, `${path} @${viewport?.width ?? 'default'}px`)
  return page
}

/** SCREENSHOTS=dir saves what a journey ends on, for a human to look at. */
export async function snapshot(page: any, name: string, options: { fullPage?: boolean } = {}) {
  const dir = process.env.SCREENSHOTS
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: options.fullPage ?? true })
}

/** How many pixels the page is wider than the window (0 when nothing overflows sideways). */
export async function overflowOf(page: any) {
  return page.evaluate(() => {
    const browser = globalThis as any
    return browser.document.documentElement.scrollWidth - browser.innerWidth
  })
}

/** Semi labels its modal footer buttons "confirm"/"cancel" for assistive tech; find them by their text. */
export function modalButton(page: any, text: string) {
  return page.locator('.semi-modal-footer button', { hasText: text })
}

/**
 * Signs in as a person does, through the login API from the page (the XSRF header included,
 * as the login form sends it), then reloads the page signed in. Answers the login token.
 */
export async function signIn(page: any, username: string, password = 'secret123'): Promise<string> {
  const result = await page.evaluate(
    async ([name, secret]: [string, string]) => {
      const xsrf = (globalThis as any).document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)?.[1]
      const response = await fetch('/api/v1/user/login', {
        method: 'POST',
        headers: {
          'Accept': 'application/json',
          'Content-Type': 'application/json',
          ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
        },
        body: JSON.stringify({ username: name, password: secret }),
      })
      return { status: response.status, body: await response.json() }
    },
    [username, password]
  )
  if (result.status !== 200) throw new Error(`login failed: ${result.status} ${JSON.stringify(result.body)}`)
  await page.reload({ waitUntil: 'domcontentloaded' })
  await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })
  return result.body.token
}

/** A new super administrator whose bearer token the browser sends with every request (pages authenticate as the API does). */
export async function signInAsAdmin(browserContext: any) {
  const admin = await createSuperAdmin()
  await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(admin)}` })
  return admin
}
