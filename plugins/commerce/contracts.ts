/**
 * What other plugins may use of commerce: the ledger, the score awards the community plugin
 * calls when a document is favourited or commented on, and the ledger's reasons.
 */
export { changeCredits, creditName } from './actions/change_credits.js'
export type { CreditChange } from './actions/change_credits.js'
export { awardDocumentFavourited, awardDocumentCommented } from './actions/award_score.js'
export type { DocumentFavourited, DocumentCommented } from './actions/award_score.js'
export { CreditReason, CREDIT_REASON_LABELS } from './enums/credit_reason.js'
export type { CreditReasonValue } from './enums/credit_reason.js'
export { default as CreditLog } from './models/credit_log.js'
