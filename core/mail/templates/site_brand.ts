import settings from '#core/settings/settings_service'

export interface SiteBrand {
  sitename: string
  /** The site's address without a trailing slash, for links in the mail. */
  domain: string
  /** An absolute logo URL (a mail client cannot resolve /uploads/...), or '' for none. */
  logo: string
}

export async function siteBrand(): Promise<SiteBrand> {
  const system = await settings.group<{ sitename: string; domain: string; logo: string }>('system')
  const domain = String(system.domain ?? '')
    .trim()
    .replace(/\/+$/, '')
  const logo = String(system.logo ?? '').trim()
  return {
    sitename: system.sitename,
    domain,
    logo: logo === '' || /^https?:\/\//.test(logo) ? logo : `${domain}/${logo.replace(/^\/+/, '')}`,
  }
}
