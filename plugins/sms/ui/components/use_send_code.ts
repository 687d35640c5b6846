import type { MutableRefObject } from 'react'
import { Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import type { useCaptcha } from '../../../../core/accounts/ui/components/captcha_field'

const MOBILE = /^1[3-9]\d{9}$/

/**
 * 发送验证码 of a mobile form: checks the phone and the captcha fields, asks POST /api/v1/sms for
 * a code of `type` and resolves true when it went out (SendCodeField then counts down). The
 * captcha is spent by every try, so a new one is loaded.
 */
export function useSendCode(type: 0 | 1 | 2, formApi: MutableRefObject<any>, captcha: ReturnType<typeof useCaptcha>) {
  return async () => {
    const form = formApi.current
    const mobile = String(form?.getValue('mobile') ?? '').trim()
    const answer = String(form?.getValue('captcha') ?? '').trim()
    if (!MOBILE.test(mobile)) {
      form?.setError('mobile', mobile ? '请输入正确的手机号码' : '请输入手机号码')
      return false
    }
    if (!answer) {
      form?.setError('captcha', '请输入验证码')
      return false
    }
    try {
      await api.post(apiUrl('sms.send'), { mobile, type, captcha: answer, captcha_id: captcha.challenge?.id })
      Toast.success('验证码已发送，请注意查收')
      return true
    } catch (error) {
      Toast.error((error as Error)?.message || '验证码发送失败')
      return false
    } finally {
      form?.setValue('captcha', '')
      void captcha.refresh()
    }
  }
}
