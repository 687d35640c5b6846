import type { ComponentType } from 'react'
import { contributedIcon } from '~/lib/ui_contributions'
import * as BUNDLED_ICONS from './bundled_icons'

/**
 * Admin menu entries and personal-centre tabs name their icon (AdminMenuEntry.icon, MeTab.icon):
 * one of the Semi icons in bundled_icons.ts or one a core module or plugin contributes (resources/lib/ui_contributions.ts);
 * any other name falls back to the default icon.
 */
const ICONS: Record<string, ComponentType<{ size?: 'small' | 'default' | 'large' | 'extra-large' }>> = BUNDLED_ICONS

export const DEFAULT_ADMIN_ICON = 'IconAppCenter'

/** The named icon of the bundled set (admin menu entries, personal-centre links), or `fallback`. */
export function namedIcon(name: string | null | undefined, size: 'small' | 'default' | 'large' = 'default', fallback = DEFAULT_ADMIN_ICON) {
  const Icon = (name && ICONS[name]) || contributedIcon(name) || ICONS[fallback]
  return <Icon size={size} />
}

export function adminIcon(name: string | null | undefined) {
  return namedIcon(name, 'large')
}
