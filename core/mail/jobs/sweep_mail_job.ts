import type { JobDefinition, ScheduleDefinition } from '#core/queue/contracts'

export const MAIL_SWEEP_JOB = 'mail.sweep'

/** mail.sweep: queues the mails a queue outage left 发送中 (see sweepMail). */
export const sweepMailJob: JobDefinition = {
  name: MAIL_SWEEP_JOB,
  label: '邮件巡检',
  attempts: 1,
  timeoutMs: 5 * 60_000,
  concurrency: 1,
  async handle() {
    const { sweepMail } = await import('../actions/sweep_mail.js')
    await sweepMail()
  },
}

export const sweepMailSchedule: ScheduleDefinition = {
  name: 'mail.sweep-every-minute',
  everyMs: 60_000,
  job: MAIL_SWEEP_JOB,
}
