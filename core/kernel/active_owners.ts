/**
 * Whether the module or plugin that registered something (an extension point handler, a fast
 * route) is active now. The plugin registry answers it live; until it does, everything is.
 * Kept apart from the registry so that low-level kernel files need not import it.
 */
let check: (owner: string) => boolean = () => true

export function isActiveOwner(owner: string) {
  return check(owner)
}

export function answerActiveOwners(answer: (owner: string) => boolean) {
  check = answer
}
