import { useCallback, useEffect, useState } from 'react'
import { Form } from '@douyinfe/semi-ui-19'
import { IconShield } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import './accounts.css'

interface Challenge {
  enable: boolean
  id?: string
  captcha?: string
}

/**
 * The captcha of one action (login, register...): asks the server whether it is on, shows
 * the image (click for a new one) and keeps the challenge id for the submit.
 */
export function useCaptcha(type: string, enabled: boolean) {
  const [challenge, setChallenge] = useState<Challenge | null>(null)
  const [loading, setLoading] = useState(false)

  const refresh = useCallback(async () => {
    if (!enabled) return
    setLoading(true)
    try {
      setChallenge(await api.get<Challenge>(apiUrl('captcha.show'), { type }))
    } catch {
      setChallenge({ enable: true })
    } finally {
      setLoading(false)
    }
  }, [type, enabled])

  useEffect(() => {
    void refresh()
  }, [refresh])

  return { enabled: enabled && challenge?.enable !== false, challenge, loading, refresh }
}

/**
 * The captcha's field with its image at the right. Sign-in forms require it on submit; a form
 * that spends it on another button (发送验证码) passes `requiredMessage={null}` and its own texts.
 */
export function CaptchaField({
  captcha,
  label = '验证码',
  placeholder = '请输入验证码',
  requiredMessage = '请输入验证码',
  imageClassName = 'ds-acc-captcha__image',
}: {
  captcha: ReturnType<typeof useCaptcha>
  label?: string
  placeholder?: string
  requiredMessage?: string | null
  imageClassName?: string
}) {
  if (!captcha.enabled) return null
  return (
    <div className="ds-acc-field-row">
      <Form.Input
        field="captcha"
        label={label}
        placeholder={placeholder}
        prefix={<IconShield />}
        size="large"
        autoComplete="off"
        maxLength={16}
        rules={requiredMessage ? [{ required: true, message: requiredMessage }] : []}
        fieldClassName="ds-acc-field-row__grow"
      />
      <CaptchaImage captcha={captcha} className={`ds-acc-field-row__side ${imageClassName}`} />
    </div>
  )
}

/** The captcha image, a button that fetches a new one; each form gives its size through `className`. */
export function CaptchaImage({ captcha, className }: { captcha: ReturnType<typeof useCaptcha>; className: string }) {
  const image = captcha.challenge?.captcha
  return (
    <button
      type="button"
      className={`ds-captcha-image ${className}`}
      title="看不清？点击换一张"
      aria-label="看不清？点击换一张"
      onClick={() => void captcha.refresh()}
    >
      {image ? <img src={image} alt="验证码" /> : captcha.loading ? '加载中…' : '点击获取'}
    </button>
  )
}
