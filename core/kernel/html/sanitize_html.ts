import sanitizeHtml from 'sanitize-html'

/**
 * What HTML typed by staff may contain when the site shows it as HTML (advertisements, the
 * footer's copyright statement, other settings of input 'html'). A pasted snippet or a
 * compromised staff account must not run code or take over the page, so: no script, style
 * or form elements, no event handlers, no class or id (they could borrow the site's own
 * fixed-position styles), inline styles limited to the properties and values below (no
 * position, z-index, transform or url()), links with a forced rel, and iframes only from
 * the hosts the caller allows, sandboxed.
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

export interface HtmlPolicy {
  /** Hosts iframes may come from (https only); none when empty. */
  iframeHosts?: string[]
  /** rel of every link, whatever the input says. */
  linkRel?: string
}

const DEFAULT_REL = 'noopener noreferrer nofollow'

function options({ iframeHosts = [], linkRel = DEFAULT_REL }: HtmlPolicy): sanitizeHtml.IOptions {
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
      a: sanitizeHtml.simpleTransform('a', { rel: linkRel }),
      iframe: sanitizeHtml.simpleTransform('iframe', { sandbox: IFRAME_SANDBOX, referrerpolicy: 'no-referrer', loading: 'lazy' }),
      // An image staff gave no description is read as decorative, not as its file name.
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    },
    // An iframe whose src was refused would stay as an empty box.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  }
}

export function sanitizeStaffHtml(html: string, policy: HtmlPolicy = {}): string {
  return sanitizeHtml(html, options(policy)).trim()
}

const rendered = new Map<string, string>()
const RENDERED_MAX = 500

/**
 * sanitizeStaffHtml for every page view (about 0.3 ms per fragment): the same content under
 * the same policy gives the same HTML, so recent results are kept, oldest dropped first.
 */
export function sanitizeStaffHtmlForPage(html: string, policy: HtmlPolicy = {}): string {
  const key = `${(policy.iframeHosts ?? []).join(',')}\n${policy.linkRel ?? DEFAULT_REL}\n${html}`
  const hit = rendered.get(key)
  if (hit !== undefined) return hit
  const clean = sanitizeStaffHtml(html, policy)
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
        else {
          for (const declaration of value.split(';')) {
            const property = declaration.split(':')[0]?.trim().toLowerCase()
            if (property) found.styles.add(property)
          }
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
