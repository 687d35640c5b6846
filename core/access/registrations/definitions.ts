/**
 * A switch a plugin adds to every group (role). The group API reads and writes it under
 * its key; the admin role form shows one switch per capability.
 */
export interface CapabilityDefinition {
  /** The group API field, snake_case: enable_<feature>. */
  key: string
  /** The switch's label in the role form. */
  label: string
  /** One line under the label. */
  help?: string
  /**
   * The value in the super-admin group, in the default group new accounts join, and in
   * any other group. Groups that have no stored value (the plugin was enabled after they
   * were made) read these too.
   */
  defaults: { superAdmin: boolean; member: boolean; others: boolean }
  /**
   * How the groups of one user combine: 'any' (default) grants when one group does;
   * 'all' holds only when every group does, for review steps a single group may skip.
   */
  combine?: 'any' | 'all'
}

/**
 * A punishment an operator can give (禁止<feature>). The value is stored in
 * punishments.type and is the API value of /api/v1/punishment: never reuse another's.
 */
export interface PunishmentTypeDefinition {
  value: number
  /** The type's name in the admin lists and forms. */
  label: string
  /** What the punished user reads when it stops them. */
  message: string
}

/**
 * A review step as a capability: on for members and other groups (their content waits for
 * review), off for super admins, and held only when every group of the user holds it, so
 * one group that skips review is enough.
 */
export function reviewCapability(definition: Pick<CapabilityDefinition, 'key' | 'label' | 'help'>): CapabilityDefinition {
  return { ...definition, defaults: { superAdmin: false, member: true, others: true }, combine: 'all' }
}
