import type { Browser } from 'playwright'

const violations: string[] = []

/**
 * Collects the Content-Security-Policy violations of every page the browser tests open
 * (Chromium reports each blocked script, style, image, frame or connection on the console):
 * what the policy blocks in a test is broken for visitors too.
 */
export function watchContentSecurityPolicy(browser: Browser) {
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`)
    })
    return context
  }
  return browser
}

/** The violations seen since the last call. */
export function takeContentSecurityPolicyViolations() {
  return violations.splice(0)
}
