import { useCallback, useEffect, useState } from 'react'
import { IconShield } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import './accounts.css'
import { AuthInput } from './auth_input'

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

export function CaptchaField({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) {
  if (!captcha.enabled) return null
  return (
    <div className="ds-acc-captcha">
      <AuthInput
        field="captcha"
        label="验证码"
        placeholder="请输入验证码"
        icon={<IconShield />}
        autoComplete="off"
        maxLength={16}
        requiredMessage="请输入验证码"
        fieldStyle={{ flex: 1 }}
      />
      <div className="ds-acc-captcha__side">
        <CaptchaImage captcha={captcha} className="ds-acc-captcha__image" />
      </div>
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
