import { settings } from '#core/settings/contracts'
import type { HelloSettings } from '../settings.js'

/** The greeting for a name with the site's greeting word: 你好，世界. */
export async function greetingText(name: string) {
  const { greeting } = await settings.group<HelloSettings>('hello')
  return `${greeting}，${name}`
}
