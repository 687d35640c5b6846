interface Rule {
  allow: boolean
  pattern: string
}

export interface RobotsRules {
  isAllowed(pathWithQuery: string): boolean
  /** Seconds between requests the site asks for, if it does. */
  crawlDelay: number | null
}

interface Group {
  agents: string[]
  rules: Rule[]
  crawlDelay: number | null
}

function matcher(pattern: string) {
  const anchored = pattern.endsWith('$')
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${body}${anchored ? '$' : ''}`)
}

/**
 * robots.txt as Google documents it: the group naming our product token wins over `*`, and
 * within a group the longest matching rule decides, Allow winning a tie.
 */
export function parseRobots(text: string, productToken: string): RobotsRules {
  const groups: Group[] = []
  let current: Group | null = null
  let lastWasAgent = false
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim()
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const key = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [], crawlDelay: null }
        groups.push(current)
      }
      current.agents.push(value.toLowerCase())
      lastWasAgent = true
      continue
    }
    lastWasAgent = false
    if (!current) continue
    if ((key === 'allow' || key === 'disallow') && value) current.rules.push({ allow: key === 'allow', pattern: value })
    if (key === 'crawl-delay' && Number.isFinite(Number(value))) current.crawlDelay = Number(value)
  }
  const token = productToken.toLowerCase()
  const chosen = groups.filter((group) => group.agents.some((agent) => agent !== '*' && token.includes(agent)))
  const applicable = chosen.length ? chosen : groups.filter((group) => group.agents.includes('*'))
  const rules = applicable.flatMap((group) => group.rules).map((rule) => ({ ...rule, regex: matcher(rule.pattern) }))
  const delays = applicable.map((group) => group.crawlDelay).filter((delay): delay is number => delay !== null)
  return {
    crawlDelay: delays.length ? Math.max(...delays) : null,
    isAllowed(pathWithQuery: string) {
      let best: { allow: boolean; length: number } | null = null
      for (const rule of rules) {
        if (!rule.regex.test(pathWithQuery)) continue
        const length = rule.pattern.length
        if (!best || length > best.length || (length === best.length && rule.allow)) best = { allow: rule.allow, length }
      }
      return best ? best.allow : true
    },
  }
}

export const allowEverything: RobotsRules = { crawlDelay: null, isAllowed: () => true }
