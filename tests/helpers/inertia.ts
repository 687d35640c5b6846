/** The Inertia page object (component, props) a server-rendered page carries in its HTML. */
export function inertiaPage(html: string) {
  const match = html.match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)
  if (!match) throw new Error('no Inertia page object in the HTML')
  return JSON.parse(match[1])
}
