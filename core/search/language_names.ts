const LANGUAGE_NAMES: Record<string, string> = { zh: '中文', en: 'English', ja: '日本語', ko: '한국어', fr: 'Français', de: 'Deutsch' }

/** A language facet's chip label; an unlisted code shows as it is. */
export function languageName(code: string) {
  return LANGUAGE_NAMES[code] ?? code
}
