import { defineExtensionPoint } from '#core/kernel/extension_point'

/** Core's own actions that may ask for a captcha, each while security.enable_captcha_<type> is on. */
export const CORE_CAPTCHA_TYPES = ['register', 'login', 'find_password', 'comment', 'upload'] as const

/** A captcha type, core's or one an enabled plugin registers (sms). */
export type CaptchaType = (typeof CORE_CAPTCHA_TYPES)[number] | (string & {})

/** A plugin's own action that asks for a captcha. */
export interface CaptchaTypeRegistration {
  type: string
  /** Whether this action asks now (sms: always, a text message costs the site money). */
  asked: () => boolean | Promise<boolean>
}

/** Plugins register the captcha types of their actions; a disabled plugin's type is refused. */
export const captchaTypes = defineExtensionPoint<() => CaptchaTypeRegistration[]>('captchaTypes')

/** The enabled plugins' registrations (synchronous, so a validator can list them). */
export function registeredCaptchaTypes(): CaptchaTypeRegistration[] {
  return captchaTypes.handlers().flatMap((handler) => handler())
}

export function knownCaptchaTypes(): string[] {
  return [...CORE_CAPTCHA_TYPES, ...registeredCaptchaTypes().map((registration) => registration.type)]
}
