import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { createFrontDoorServer } from '#core/page_cache/front_door'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { browserClient } from '@japa/browser-client'
import { authBrowserClient } from '@adonisjs/auth/plugins/browser_client'
import { sessionBrowserClient } from '@adonisjs/session/plugins/browser_client'
import { chromium } from 'playwright'
import { prepareDatabase } from './helpers/database.js'
import { takeContentSecurityPolicyViolations, watchContentSecurityPolicy } from './helpers/csp_watch.js'

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
  browserClient({
    runInSuites: ['browser'],
    launcher: async (options) =>
      watchContentSecurityPolicy(
        await chromium.launch({
          ...options,
          executablePath: '/usr/bin/chromium',
          // Without a UTF-8 locale (e.g. CI under `env -i`) Chromium cannot name a download
          // 期末复习提纲.pdf and calls it "download"; visitors' browsers run in UTF-8 locales.
          env: { ...process.env, LANG: utf8Locale(process.env.LANG), LC_ALL: utf8Locale(process.env.LC_ALL) },
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-quic',
            '--disable-sync',
          ],
        })
      ),
  }),
  sessionBrowserClient(app),
  authBrowserClient(app),
]

function utf8Locale(value: string | undefined) {
  return value && /utf-?8/i.test(value) ? value : 'C.UTF-8'
}

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [prepareDatabase],
  teardown: [],
}

function failOnPolicyViolations() {
  const violations = takeContentSecurityPolicyViolations()
  if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`)
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (suite.name === 'browser') {
    suite.onGroup((group) => group.each.teardown(failOnPolicyViolations))
    suite.onTest((test) => test.teardown(failOnPolicyViolations))
  }
  if (['browser', 'functional'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start(createFrontDoorServer))
  }
}
