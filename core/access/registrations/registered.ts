import registry, { PluginContractError } from '#core/kernel/plugin_registry'
import type { PluginManifest } from '#core/kernel/define_plugin'
import type { CapabilityDefinition, PunishmentTypeDefinition } from './definitions.js'

/** The capabilities of the enabled plugins, in plugin order. */
export function registeredCapabilities(): (CapabilityDefinition & { plugin: string })[] {
  return registry.plugins.flatMap((manifest) => (manifest.capabilities ?? []).map((capability) => ({ ...capability, plugin: manifest.id })))
}

export function findCapability(key: string) {
  return registeredCapabilities().find((capability) => capability.key === key)
}

/** The punishment types of the enabled plugins (core's 禁用账户 first), by value. */
export function registeredPunishmentTypes(): (PunishmentTypeDefinition & { plugin: string })[] {
  return registry.plugins
    .flatMap((manifest) => (manifest.punishmentTypes ?? []).map((type) => ({ ...type, plugin: manifest.id })))
    .sort((a, b) => a.value - b.value)
}

export function findPunishmentType(value: number) {
  return registeredPunishmentTypes().find((type) => type.value === value)
}

/** A stored row may be of a type whose plugin is disabled now: it still gets a name. */
export function punishmentTypeLabel(value: number) {
  return findPunishmentType(value)?.label ?? `类型 ${value}`
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
