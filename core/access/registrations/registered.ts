import registry, { PluginContractError } from '#core/kernel/plugin_registry'
import type { PluginManifest } from '#core/kernel/define_plugin'
import type { CapabilityDefinition, PunishmentTypeDefinition } from './definitions.js'

/** The loaded plugins, or only those switched on now (the lifecycle may turn one off while the process runs). */
function plugins(scope: 'enabled' | 'loaded') {
  return scope === 'loaded' ? registry.plugins : registry.plugins.filter((manifest) => registry.isEnabled(manifest.id))
}

function capabilitiesOf(scope: 'enabled' | 'loaded'): (CapabilityDefinition & { plugin: string })[] {
  return plugins(scope).flatMap((manifest) => (manifest.capabilities ?? []).map((capability) => ({ ...capability, plugin: manifest.id })))
}

function punishmentTypesOf(scope: 'enabled' | 'loaded'): (PunishmentTypeDefinition & { plugin: string })[] {
  return plugins(scope)
    .flatMap((manifest) => (manifest.punishmentTypes ?? []).map((type) => ({ ...type, plugin: manifest.id })))
    .sort((a, b) => a.value - b.value)
}

/** The capabilities of the enabled plugins, in plugin order: the role form's switches and the group API's fields. */
export function registeredCapabilities() {
  return capabilitiesOf('enabled')
}

/** A capability an enabled plugin registers: only those are read from and written to groups. */
export function findCapability(key: string) {
  return registeredCapabilities().find((capability) => capability.key === key)
}

/**
 * A capability of any loaded plugin, for checking a user: a plugin's hooks run while it is
 * being switched on or off, and they still ask for it.
 */
export function findLoadedCapability(key: string) {
  return capabilitiesOf('loaded').find((capability) => capability.key === key)
}

/** The punishment types of the enabled plugins (core's 禁用账户 first), by value: those an operator may give. */
export function registeredPunishmentTypes() {
  return punishmentTypesOf('enabled')
}

export function findPunishmentType(value: number) {
  return registeredPunishmentTypes().find((type) => type.value === value)
}

/** A stored row may be of a type whose plugin is disabled now, or no longer loaded: it still gets a name. */
export function punishmentTypeLabel(value: number) {
  return punishmentTypesOf('loaded').find((type) => type.value === value)?.label ?? `类型 ${value}`
}

/** What a punished user reads, for a type of any loaded plugin. */
export function punishmentTypeMessage(value: number) {
  return punishmentTypesOf('loaded').find((type) => type.value === value)?.message
}

/** Two plugins may not claim one capability key or one punishment value. */
export function assertUniqueRegistrations(manifests: readonly PluginManifest[]) {
  const keys = new Map<string, string>()
  const values = new Map<number, string>()
  for (const manifest of manifests) {
    for (const { key } of manifest.capabilities ?? []) {
      const owner = keys.get(key)
      if (owner) throw new PluginContractError(`Capability "${key}" is declared by both "${owner}" and "${manifest.id}"`)
      keys.set(key, manifest.id)
    }
    for (const { value } of manifest.punishmentTypes ?? []) {
      const owner = values.get(value)
      if (owner) {
        throw new PluginContractError(`Punishment type ${value} is declared by both "${owner}" and "${manifest.id}"`)
      }
      if (!Number.isInteger(value) || value < 1 || value > 127) {
        throw new PluginContractError(`Punishment type ${value} of "${manifest.id}" must be an integer from 1 to 127`)
      }
      values.set(value, manifest.id)
    }
  }
}
