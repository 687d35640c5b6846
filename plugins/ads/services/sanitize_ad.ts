import sanitizeHtml from 'sanitize-html'

/**
 * What advertisement HTML may contain. Ads are typed by staff, but a pasted snippet from an
 * ad network or a compromised staff account must not run code or take over the page, so:
 * no script, style or form elements, no event handlers, no class or id (they could borrow
 * the site's own fixed-position styles), inline styles limited to the properties and values
 * below (no position, z-index, transform or url()), links forced to rel="sponsored", and
 * iframes only from the hosts set in config/ads, sandboxed. The site also renders every ad
 * in a container that clips it (resources/components/site/ad_slot.css).
 */
const LENGTH = /^(\d+(\.\d+)?(px|em|rem|%|vw)?|auto)$/i
const LENGTHS = /^(\d+(\.\d+)?(px|em|rem|%)?|auto)(\s+(\d+(\.\d+)?(px|em|rem|%)?|auto)){0,3}$/i
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\)|[a-z]{3,20})$/i
const BORDER = /^(none|\d+(\.\d+)?px\s+(solid|dashed|dotted)(\s+(#[0-9a-f]{3,8}|[a-z]{3,20}))?)$/i

const STYLES: Record<string, RegExp[]> = {
  'color': [COLOR],
  'background-color': [COLOR],
  'font-size': [LENGTH],
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'line-height': [LENGTH],
  'text-align': [/^(left|right|center|justify)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
  'white-space': [/^(normal|nowrap)$/],
  'display': [/^(block|inline|inline-block|flex|inline-flex|none)$/],
  'flex-direction': [/^(row|column)$/],
  'flex-wrap': [/^(wrap|nowrap)$/],
  'align-items': [/^(flex-start|flex-end|center|stretch|baseline)$/],
  'justify-content': [/^(flex-start|flex-end|center|space-between|space-around)$/],
  'gap': [LENGTH],
  'width': [LENGTH],
  'max-width': [LENGTH],
  'height': [LENGTH],
  'max-height': [LENGTH],
  'padding': [LENGTHS],
  'margin': [LENGTHS],
  'border': [BORDER],
  'border-radius': [LENGTHS],
  'vertical-align': [/^(top|middle|bottom|baseline)$/],
}

/** Iframes may request nothing that reaches the page around them (no top navigation). */
const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation'

const BASE_TAGS = ['a', 'img', 'div', 'span', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'ins', 'ul', 'ol', 'li', 'h3', 'h4']

function options(iframeHosts: string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: iframeHosts.length ? [...BASE_TAGS, 'iframe'] : BASE_TAGS,
    allowedAttributes: {
      '*': ['style', 'title', 'data-*'],
      'a': ['href', 'rel', { name: 'target', multiple: false, values: ['_blank', '_self'] }],
      'img': ['src', 'alt', 'width', 'height', { name: 'loading', multiple: false, values: ['lazy', 'eager'] }],
      'iframe': ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'loading', 'sandbox', 'referrerpolicy'],
    },
    allowedStyles: { '*': STYLES },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: iframeHosts,
    allowIframeRelativeUrls: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'sponsored noopener noreferrer nofollow' }),
      iframe: sanitizeHtml.simpleTransform('iframe', { sandbox: IFRAME_SANDBOX, referrerpolicy: 'no-referrer', loading: 'lazy' }),
    },
    // An iframe whose src was refused would stay as an empty box.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  }
}

/** Hosts of config/ads `iframe_hosts`: one per line or comma separated, lower case. */
export function parseHosts(value: unknown): string[] {
  return String(value ?? '')
    .split(/[\s,，]+/)
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^[a-z0-9.-]+$/.test(host))
}

export function sanitizeAd(html: string, iframeHosts: string[] = []): string {
  return sanitizeHtml(html, options(iframeHosts)).trim()
}

const rendered = new Map<string, string>()
const RENDERED_MAX = 500

/**
 * sanitizeAd for every page view (about 0.3 ms per advertisement): the same content under
 * the same hosts gives the same HTML, so recent results are kept, oldest dropped first.
 */
export function sanitizeAdForPage(html: string, iframeHosts: string[]): string {
  const key = `${iframeHosts.join(',')}\n${html}`
  const hit = rendered.get(key)
  if (hit !== undefined) return hit
  const clean = sanitizeAd(html, iframeHosts)
  if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!)
  rendered.set(key, clean)
  return clean
}

type Inventory = { tags: Set<string>; attributes: Set<string>; styles: Set<string> }

function inventory(html: string): Inventory {
  const found: Inventory = { tags: new Set(), attributes: new Set(), styles: new Set() }
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    parseStyleAttributes: false,
    onOpenTag(tag, attributes) {
      found.tags.add(tag)
      for (const [name, value] of Object.entries(attributes)) {
        if (name !== 'style') found.attributes.add(name.toLowerCase())
        else for (const declaration of value.split(';')) {
          const property = declaration.split(':')[0]?.trim().toLowerCase()
          if (property) found.styles.add(property)
        }
      }
    },
  })
  return found
}

/**
 * What sanitising dropped, in words for the admin preview: tags, attributes and style
 * properties that were in the input and are in no element of the output.
 */
export function removedParts(input: string, output: string): string[] {
  const before = inventory(input)
  const after = inventory(output)
  const missing = (key: keyof Inventory) => [...before[key]].filter((name) => !after[key].has(name))
  return [
    ...missing('tags').map((tag) => `<${tag}> 标签`),
    ...missing('attributes').map((name) => `${name} 属性`),
    ...missing('styles').map((property) => `样式 ${property}`),
  ]
}
