import { PluginLifecycleError } from '#core/kernel/plugin_lifecycle'
import { CliError } from './cli_error.js'

/** A lifecycle refusal (a dependency, a plugin not loaded) is printed as a plain error line. */
export function lifecycleRefusal(error: unknown): never {
  if (error instanceof PluginLifecycleError) throw new CliError(error.message)
  throw error
}
