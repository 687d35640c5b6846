import { useEffect, useState } from 'react'
import { Button } from '@douyinfe/semi-ui-19'
import { IconKey } from '@douyinfe/semi-icons'
import { AuthInput } from './auth_input'
import './email_code.css'

const WAIT_SECONDS = 60

/**
 * The mailed code's field with its 发送验证码 button: `onSend` asks for the code and resolves
 * true when it went out; the button then counts down a minute (the server's own limit).
 */
export function EmailCodeField({ onSend, field = 'email_code' }: { onSend: () => Promise<boolean>; field?: string }) {
  const [left, setLeft] = useState(0)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft(left - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])

  const send = async () => {
    setSending(true)
    try {
      if (await onSend()) setLeft(WAIT_SECONDS)
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="ds-acc-email-code">
      <AuthInput
        field={field}
        label="邮箱验证码"
        placeholder="6位验证码"
        icon={<IconKey />}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        requiredMessage="请输入邮箱验证码"
        fieldStyle={{ flex: 1 }}
      />
      <Button size="large" className="ds-acc-email-code__send" onClick={send} loading={sending} disabled={left > 0}>
        {left > 0 ? `${left} 秒后重发` : '发送验证码'}
      </Button>
    </div>
  )
}
