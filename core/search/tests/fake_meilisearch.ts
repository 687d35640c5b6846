import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type Doc = Record<string, any>

const SEARCHABLE = ['tok_title', 'tok_keywords', 'tok_description', 'tok_extra', 'tok_body']

/**
 * A Meilisearch stand-in for the conformance suite (no server can be installed here): the
 * endpoints the driver calls, tasks that succeed at once, phrase and token matching over the
 * searchable fields, and the filter expressions the driver writes.
 */
export class FakeMeilisearch {
  docs = new Map<string, Doc>()
  requests: string[] = []
  #server: Server | null = null
  #tasks = 0

  async start() {
    this.#server = createServer((request, response) => {
      let raw = ''
      request.on('data', (chunk) => (raw += chunk))
      request.on('end', () => {
        this.requests.push(`${request.method} ${request.url}`)
        const body = raw ? JSON.parse(raw) : undefined
        const reply = this.#handle(request.method!, request.url!, body)
        response.writeHead(reply.status, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify(reply.body))
      })
    })
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`
  }

  async stop() {
    await new Promise((resolve) => this.#server?.close(resolve))
  }

  #task() {
    this.#tasks += 1
    return { status: 202, body: { taskUid: this.#tasks } }
  }

  #handle(method: string, url: string, body: any): { status: number; body: unknown } {
    if (method === 'GET' && url.startsWith('/tasks/')) return { status: 200, body: { status: 'succeeded' } }
    if (method === 'POST' && url === '/indexes') return this.#task()
    if (method === 'PATCH' && url.endsWith('/settings')) return this.#task()
    if (method === 'POST' && url.endsWith('/documents')) {
      for (const doc of body) this.docs.set(doc.uid, doc)
      return this.#task()
    }
    if (method === 'POST' && url.endsWith('/documents/delete')) {
      for (const [uid, doc] of this.docs) if (matchesFilter(doc, body.filter)) this.docs.delete(uid)
      return this.#task()
    }
    if (method === 'POST' && url.endsWith('/search')) return { status: 200, body: this.#search(body) }
    return { status: 404, body: { message: 'not found' } }
  }

  #search(body: any) {
    const groups = parseQuery(body.q ?? '')
    let found = [...this.docs.values()].filter((doc) => matchesFilter(doc, body.filter ?? ''))
    if (groups.length) {
      const scored = found.map((doc) => ({
        doc,
        hits: groups.filter((group) => groupMatches(doc, group)).length,
        title: groups.filter((group) => groupMatches({ tok_title: doc.tok_title }, group)).length,
      }))
      found = scored
        .filter((entry) => (body.matchingStrategy === 'all' ? entry.hits === groups.length : entry.hits > 0))
        .sort((a, b) => b.hits - a.hits || b.title - a.title)
        .map((entry) => entry.doc)
    }
    if (body.sort?.length) {
      const [field, direction] = String(body.sort[0]).split(':')
      found.sort((a, b) => (direction === 'desc' ? b[field] - a[field] : a[field] - b[field]))
    }
    const facetDistribution: Record<string, Record<string, number>> = {}
    for (const facet of body.facets ?? []) {
      facetDistribution[facet] = {}
      for (const doc of found) {
        for (const value of [doc[facet]].flat()) facetDistribution[facet][value] = (facetDistribution[facet][value] ?? 0) + 1
      }
    }
    return {
      hits: found.slice(body.offset ?? 0, (body.offset ?? 0) + (body.limit ?? 20)),
      estimatedTotalHits: found.length,
      facetDistribution,
    }
  }
}

function parseQuery(q: string) {
  const groups: { tokens: string[]; phrase: boolean }[] = []
  for (const match of q.matchAll(/"([^"]*)"|(\S+)/g)) {
    if (match[1] !== undefined) groups.push({ tokens: match[1].split(' ').filter(Boolean), phrase: true })
    else groups.push({ tokens: [match[2]], phrase: false })
  }
  return groups.filter((group) => group.tokens.length)
}

function groupMatches(doc: Doc, group: { tokens: string[]; phrase: boolean }) {
  return SEARCHABLE.some((field) => {
    const words = String(doc[field] ?? '').split(' ')
    if (!group.phrase) return words.some((word) => word.startsWith(group.tokens[0]))
    return words.some((_, at) => group.tokens.every((token, k) => words[at + k] === token))
  })
}

function matchesFilter(doc: Doc, filter: string) {
  if (!filter) return true
  return filter.split(' AND ').every((clause) => {
    let match = clause.match(/^(\w+) = "(.*)"$/)
    if (match) return String(doc[match[1]]) === match[2]
    match = clause.match(/^(\w+) = (\d+)$/)
    if (match) return [doc[match[1]]].flat().map(Number).includes(Number(match[2]))
    match = clause.match(/^(\w+) IN \[(.*)\]$/)
    if (match && match[2].startsWith('"')) {
      return match[2]
        .split(', ')
        .map((item) => item.slice(1, -1))
        .includes(String(doc[match[1]]))
    }
    if (match) return match[2].split(',').map(Number).includes(Number(doc[match[1]]))
    match = clause.match(/^(\w+) < (\d+)$/)
    if (match) return Number(doc[match[1]]) < Number(match[2])
    match = clause.match(/^(\w+) >= (\d+)$/)
    if (match) return Number(doc[match[1]]) >= Number(match[2])
    match = clause.match(/^(\w+) <= (\d+)$/)
    if (match) return Number(doc[match[1]]) <= Number(match[2])
    throw new Error(`fake meilisearch: unsupported filter ${clause}`)
  })
}
