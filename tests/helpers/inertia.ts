/** The Inertia page object (component, props) a server-rendered page carries in its HTML. */
export function inertiaPage(html: string) {
  const match = html.match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)
  if (!match) throw new Error('no Inertia page object in the HTML')
  return JSON.parse(match[1])
}

/** The JSON-LD block of a server-rendered page's <head>, parsed; null when there is none. */
export function structuredDataOf(html: string): Record<string, any> | null {
  const head = html.slice(0, html.indexOf('</head>'))
  const found = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(head)
  return found ? JSON.parse(found[1]) : null
}
