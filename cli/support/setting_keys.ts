import { settings, SECRET_MASK, type SettingField, type SettingValue } from '#core/settings/contracts'
import { CliError } from './cli_error.js'

/** Resolves 'group.name' to a declared field of an enabled module or plugin. */
export function findSetting(key: string) {
  const dot = key.indexOf('.')
  if (dot <= 0 || dot === key.length - 1) {
    throw new CliError(`"${key}" is not a setting: write it as <group>.<name>, e.g. system.sitename`)
  }
  const groupName = key.slice(0, dot)
  const name = key.slice(dot + 1)
  const group = settings.findGroup(groupName)
  if (!group) throw new CliError(`unknown settings group "${groupName}" (docsite config list shows them all)`)
  const field = group.fields.find((candidate) => candidate.name === name)
  if (!field) throw new CliError(`unknown setting "${key}" (docsite config list ${groupName} shows the group)`)
  return { group, field }
}

/** Secrets never leave the server: a stored secret reads back as ******, an empty one as ''. */
export function shownValue(field: SettingField, value: SettingValue) {
  return field.secret && value !== '' ? SECRET_MASK : value
}

/** For `config list`: JSON, so empty and multi-line texts stay visible on one line. */
export function formatForList(value: SettingValue) {
  return JSON.stringify(value)
}

/** For `config get`: texts as they are (easy in scripts), other values as JSON. */
export function formatForGet(value: SettingValue) {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * Turns the command-line text into the value the settings validation expects: a number
 * or a boolean stays text for vine to convert (and refuse), a multi-select is a comma list.
 */
export function parseInput(field: SettingField, raw: string): unknown {
  if (field.input === 'multi-select') {
    return raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
  }
  return raw
}
