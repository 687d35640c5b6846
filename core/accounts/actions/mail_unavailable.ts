import { ApiError } from '#core/kernel/http/api_error'
import { assertMailAvailable, MailUnavailableError } from '#core/mail/contracts'

/** 503 with the mail module's message when the site cannot send mail at all. */
export async function assertCanMail() {
  try {
    await assertMailAvailable()
  } catch (error) {
    if (error instanceof MailUnavailableError) throw new ApiError(error.message, 503)
    throw error
  }
}
