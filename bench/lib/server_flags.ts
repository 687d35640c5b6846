import { readFileSync } from 'node:fs'

/** The node flags scripts/start.sh serves the site with, so a bench measures the server `npm start` runs. */
export function startShServerFlags() {
  const flags = /exec node (.*?)build\//.exec(readFileSync('scripts/start.sh', 'utf8'))?.[1]
  if (flags === undefined) throw new Error('scripts/start.sh no longer ends with `exec node <flags> build/...`')
  return flags.split(' ').filter(Boolean)
}
