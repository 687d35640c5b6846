import env from '#start/env'

/**
 * The plugins this site runs, by folder name under plugins/. A disabled plugin loses its
 * routes, menu, jobs and commands, never its tables. DOCSITE_PLUGINS overrides the list.
 */
const enabled: string[] = [
  'categories',
  'documents',
  'commerce',
  'community',
  'articles',
  'ads',
  'statistics',
  'sms',
  'oauth',
  'assistant',
  'spider',
  'moredoc_import',
]

export default {
  enabled: env.get('DOCSITE_PLUGINS')
    ? env
        .get('DOCSITE_PLUGINS')!
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
    : enabled,
}
