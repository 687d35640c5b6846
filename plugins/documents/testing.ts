/**
 * What other plugins' tests and benches may use of documents: fixtures. Kept apart from
 * contracts.ts, which the running site loads: Lucid's factories bring faker, ~16 MB of heap.
 */

/** A converted, public document. */
export { DocumentFactory } from './database/factories/document_factory.js'

/** Conversions run in the test process for a group (importers' tests wait for what they queued). */
export { runConversionWorkers } from './tests/functional/convert_helpers.js'
