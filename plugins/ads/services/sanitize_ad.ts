import { sanitizeStaffHtml, sanitizeStaffHtmlForPage } from '#core/kernel/html/sanitize_html'

/**
 * Advertisement HTML follows the kernel's staff-HTML policy (core/kernel/html/sanitize_html.ts),
 * with links marked sponsored and iframes only from the hosts set in config/ads. The site also
 * renders every ad in a container that clips it (ui/components/ad_box.css).
 */
const AD_REL = 'sponsored noopener noreferrer nofollow'

/** Hosts of config/ads `iframe_hosts`: one per line or comma separated, lower case. */
export function parseHosts(value: unknown): string[] {
  return String(value ?? '')
    .split(/[\s,，]+/)
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^[a-z0-9.-]+$/.test(host))
}

export function sanitizeAd(html: string, iframeHosts: string[] = []): string {
  return sanitizeStaffHtml(html, { iframeHosts, linkRel: AD_REL })
}

export function sanitizeAdForPage(html: string, iframeHosts: string[]): string {
  return sanitizeStaffHtmlForPage(html, { iframeHosts, linkRel: AD_REL })
}
