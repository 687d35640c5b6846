import settings from './settings_service.js'

/** The currency's name when system.credit_name is left empty (its default too). */
export const DEFAULT_CREDIT_NAME = '魔豆'

/** The site's name for its credits (system.credit_name): 魔豆 unless the operator chose another. */
export async function creditName() {
  return String((await settings.get('system', 'credit_name')) || DEFAULT_CREDIT_NAME)
}

/**
 * Static texts that mention the currency (menu titles, setting labels and help) write it as
 * {credit}; this puts the configured name in its place, so the admin speaks as the site does.
 */
export function withCreditName(text: string, name: string) {
  return text.replaceAll('{credit}', name)
}
