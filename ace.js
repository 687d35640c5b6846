/*
 * Ace entry point: loads the TypeScript hook, then the console kernel.
 */
import '@poppinss/ts-exec'

await import('./bin/console.js')
