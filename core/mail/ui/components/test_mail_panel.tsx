import { useState } from 'react'
import { Banner, Button, Card, Input, Toast, Typography } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import './mail.css'

/** Under the 邮箱配置 form: sends a test mail with the saved settings and shows what the server said. */
export function TestMailPanel() {
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)

  const send = async () => {
    setSending(true)
    setResult(null)
    try {
      const answer = await api.post<{ transport: string; response: string }>(apiUrl('mail.test.send'), { email })
      const text =
        answer.transport === 'log' ? `未配置 SMTP 服务器，邮件已写入日志：${answer.response}` : `发送成功，服务器返回：${answer.response}`
      setResult({ ok: true, text })
      Toast.success('测试邮件已发送')
    } catch (error: any) {
      setResult({ ok: false, text: error?.message ?? '发送失败' })
    } finally {
      setSending(false)
    }
  }

  return (
    <Card title="发送测试邮件" bordered={false} className="mail-test-panel">
      <Typography.Paragraph type="tertiary" className="mail-test-hint">
        先保存上面的配置，再发送一封测试邮件，检查服务器是否接受。
      </Typography.Paragraph>
      <div className="mail-test-row">
        <Input
          value={email}
          onChange={setEmail}
          placeholder="收件邮箱"
          aria-label="收件邮箱"
          maxLength={128}
          onEnterPress={() => email && send()}
        />
        <Button theme="solid" onClick={send} loading={sending} disabled={!email.trim()}>
          发送测试邮件
        </Button>
      </div>
      {result && (
        <Banner
          type={result.ok ? 'success' : 'danger'}
          description={result.text}
          closeIcon={null}
          className="mail-test-result"
          data-testid="mail-test-result"
        />
      )}
    </Card>
  )
}
