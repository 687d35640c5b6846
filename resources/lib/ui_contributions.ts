import type { ComponentType } from 'react'

export type IconComponent = ComponentType<{ size?: 'small' | 'default' | 'large' | 'extra-large' }>

/**
 * What a core module or plugin adds to the browser bundle besides its pages: icons that its
 * menu entries, tabs and tools name, and components that other owners' pages render by name
 * (a search kind's result card, a badge in the header, a block on the document page).
 *
 * Each owner declares them in `ui/contributions.ts(x)` with `defineUiContributions`; they are
 * found by folder like pages. The server decides what is shown (a disabled plugin's names are
 * never sent), so a contribution of a disabled plugin is bundled but never rendered.
 */
export interface UiContributions {
  /** Icons by name, e.g. { IconGlossary: MyIcon }; names are global, prefix them with the owner. */
  icons?: Record<string, IconComponent>
  /** Components by slot name, '<owner>.<name>', e.g. 'documents.searchCard'. */
  components?: Record<string, ComponentType<any>>
}

export function defineUiContributions(contributions: UiContributions): UiContributions {
  return contributions
}

type ContributionModule = { default: UiContributions }

const modules = import.meta.glob<ContributionModule>(
  ['../../core/*/ui/contributions.{ts,tsx}', '../../plugins/*/ui/contributions.{ts,tsx}'],
  { eager: true }
)

function merged(key: keyof UiContributions) {
  const all: Record<string, any> = {}
  for (const module of Object.values(modules)) Object.assign(all, module.default[key] ?? {})
  return all
}

const icons = merged('icons') as Record<string, IconComponent>
const components = merged('components') as Record<string, ComponentType<any>>

export function contributedIcon(name: string | null | undefined): IconComponent | undefined {
  return name ? icons[name] : undefined
}

export function contributedComponent<Props = any>(name: string | null | undefined): ComponentType<Props> | undefined {
  return name ? (components[name] as ComponentType<Props>) : undefined
}
