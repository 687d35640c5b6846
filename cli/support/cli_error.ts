/** A refusal the operator can act on: printed as `error: <message>`, exit code 1, no stack. */
export class CliError extends Error {}
