import { defineExtensionPoint } from '#core/kernel/extension_point'
import settings from './settings_service.js'

/**
 * What GET /api/v1/settings sends besides the public settings groups: lists a plugin keeps
 * in its own tables that the API family's clients read with the settings, e.g. the enabled
 * document languages (`language: [{ id, language, code }]`). Each handler returns top-level keys.
 */
export const settingsApiParts = defineExtensionPoint<() => Promise<Record<string, unknown>>>('settingsApiParts', { isolated: true })

/** The answer of GET /api/v1/settings: the public groups, then what plugins add. Unchanged groups keep their object when nothing is added. */
export async function settingsApiAnswer(): Promise<object> {
  const groups = await settings.publicSettings()
  const parts = await settingsApiParts.collect()
  return parts.length ? Object.assign({}, groups, ...parts) : groups
}
