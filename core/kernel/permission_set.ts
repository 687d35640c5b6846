import type { PermissionDefinition } from '#core/kernel/define_plugin'

/**
 * A resource's permissions: its admin list group and, for each action, the title the
 * admin permission list shows. A resource without actions is one permission of its own
 * (`title`), keyed `<owner>.<resource>`.
 */
export type PermissionResource = { group: string; actions: Record<string, string> } | { group: string; title: string }

type ResourceKeys<Owner extends string, Name extends string, Resource> = Resource extends { actions: infer Actions }
  ? { readonly [Action in keyof Actions & string]: `${Owner}.${Name}.${Action}` }
  : `${Owner}.${Name}`

export type PermissionKeys<Owner extends string, Resources> = {
  readonly [Name in keyof Resources & string]: ResourceKeys<Owner, Name, Resources[Name]>
}

export interface PermissionSet<Owner extends string, Resources> {
  /** Keys by resource and action, e.g. `keys.banner.list` is 'ads.banner.list'. */
  keys: PermissionKeys<Owner, Resources>
  /** What the manifest declares, in the order written. */
  definitions: PermissionDefinition[]
}

/**
 * Declares an owner's (plugin or core module) permissions as data. Keys are
 * `<owner>.<resource>.<action>`, so they stay prefixed with the owner's id.
 */
export function definePermissionSet<const Owner extends string, const Resources extends Record<string, PermissionResource>>(
  owner: Owner,
  resources: Resources
): PermissionSet<Owner, Resources> {
  const keys: Record<string, string | Record<string, string>> = {}
  const definitions: PermissionDefinition[] = []
  for (const [name, resource] of Object.entries(resources)) {
    if ('title' in resource) {
      keys[name] = `${owner}.${name}`
      definitions.push({ key: keys[name], title: resource.title, group: resource.group })
      continue
    }
    const actionKeys: Record<string, string> = {}
    for (const [action, title] of Object.entries(resource.actions)) {
      actionKeys[action] = `${owner}.${name}.${action}`
      definitions.push({ key: actionKeys[action], title, group: resource.group })
    }
    keys[name] = actionKeys
  }
  return { keys: keys as PermissionKeys<Owner, Resources>, definitions }
}
