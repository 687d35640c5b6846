import { useEffect, useState, type ComponentProps, type ReactNode } from 'react'
import { Button } from '@douyinfe/semi-ui-19'
import { IconKey } from '@douyinfe/semi-icons'
import { AuthInput } from './auth_input'
import './accounts.css'

/** Seconds before 发送验证码 may be pressed again: the servers' own limit for mail and SMS codes. */
export const RESEND_SECONDS = 60

type CodeInputProps = Omit<ComponentProps<typeof AuthInput>, 'requiredMessage' | 'icon'> & { label: string; icon?: ReactNode }

/**
 * The field of a code someone was mailed or texted: digits, filled in from the message on
 * phones, 6 long unless `maxLength` says otherwise; left empty, it asks for its `label`.
 */
export function CodeInput({ label, icon = <IconKey />, maxLength = 6, ...input }: CodeInputProps) {
  return (
    <AuthInput
      autoComplete="one-time-code"
      inputMode="numeric"
      label={label}
      icon={icon}
      maxLength={maxLength}
      requiredMessage={`请输入${label}`}
      {...input}
    />
  )
}

/**
 * A code field with its 发送验证码 button: `onSend` asks for the code and resolves true when
 * it went out; the button then counts down until another may be asked for.
 */
export function SendCodeField({ onSend, ...input }: CodeInputProps & { onSend: () => Promise<boolean> }) {
  const [left, setLeft] = useState(0)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])

  const send = async () => {
    setSending(true)
    try {
      if (await onSend()) setLeft(RESEND_SECONDS)
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="ds-acc-field-row">
      <CodeInput {...input} fieldClassName="ds-acc-field-row__grow" />
      <Button
        size="large"
        className="ds-acc-field-row__side ds-acc-send-code"
        onClick={() => void send()}
        loading={sending}
        disabled={left > 0}
      >
        {left > 0 ? `${left} 秒后重新发送` : '发送验证码'}
      </Button>
    </div>
  )
}
