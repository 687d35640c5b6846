import registry from '#core/kernel/plugin_registry'

/** The documents suites skip, with this reason, where the plugin is not enabled. */
export const documentsDisabled = !registry.isEnabled('documents')
export const disabledReason = 'the documents plugin is not enabled'
