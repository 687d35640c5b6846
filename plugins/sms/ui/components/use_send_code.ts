import { useEffect, useState, type MutableRefObject } from 'react'
import { Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import type { useCaptcha } from '../../../../core/accounts/ui/components/captcha_field'

/** Seconds before 发送验证码 may be pressed again. */
export const RESEND_SECONDS = 60
const MOBILE = /^1[3-9]\d{9}$/

/**
 * 发送验证码: checks the phone and the captcha fields of the form, asks POST /api/v1/sms for a
 * code of `type` and counts down. The captcha is spent by every try, so a new one is loaded.
 */
export function useSendCode(type: 0 | 1 | 2, formApi: MutableRefObject<any>, captcha: ReturnType<typeof useCaptcha>) {
  const [seconds, setSeconds] = useState(0)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000)
    return () => clearTimeout(timer)
  }, [seconds])

  const send = async () => {
    const form = formApi.current
    const mobile = String(form?.getValue('mobile') ?? '').trim()
    const answer = String(form?.getValue('captcha') ?? '').trim()
    if (!MOBILE.test(mobile)) return form?.setError('mobile', mobile ? '请输入正确的手机号码' : '请输入手机号码')
    if (!answer) return form?.setError('captcha', '请输入验证码')
    setSending(true)
    try {
      await api.post(apiUrl('sms.send'), { mobile, type, captcha: answer, captcha_id: captcha.challenge?.id })
      Toast.success('验证码已发送，请注意查收')
      setSeconds(RESEND_SECONDS)
    } catch (error) {
      Toast.error((error as Error)?.message || '验证码发送失败')
    } finally {
      form?.setValue('captcha', '')
      void captcha.refresh()
      setSending(false)
    }
  }

  return { seconds, sending, send, label: seconds > 0 ? `${seconds} 秒后重新发送` : '发送验证码' }
}
