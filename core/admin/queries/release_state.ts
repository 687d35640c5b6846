import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import type { ReleaseSettings } from '../settings.js'

let version: string | undefined

/** The running Docsite's version, from its package.json. */
export async function currentVersion() {
  version ??= String(JSON.parse(await readFile(app.makePath('package.json'), 'utf8')).version ?? '')
  return version
}

/**
 * Release (api-shapes §19): the latest release of the last check, the version the operator
 * skips, the source ('none' when no source is set, as MOREDOC's dashboard menu reads it) and
 * the running version. `is_new` says whether the dashboard should offer it.
 */
export async function releaseJson() {
  const options = await settings.group<ReleaseSettings>('release')
  const row = await db.from('release_checks').orderBy('id', 'desc').first()
  const current = await currentVersion()
  const tagName = String(row?.tag_name ?? '')
  return {
    tag_name: tagName,
    name: String(row?.name ?? ''),
    body: String(row?.body ?? ''),
    release_at: String(row?.release_at ?? ''),
    ignore: options.ignore,
    source: options.source || 'none',
    current,
    is_new: tagName !== '' && tagName !== options.ignore && tagName.replace(/^v/i, '') !== current,
  }
}
