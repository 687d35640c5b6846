import { useRef, useState } from 'react'
import { Link } from '~/components/link'
import { Banner, Button, Form, Toast } from '@douyinfe/semi-ui-19'
import { IconMail } from '@douyinfe/semi-icons'
import { IllustrationFailure, IllustrationSuccess } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { useSetting } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { AuthForm, NewPasswordFields } from '../../components/auth_form'
import { AuthInput } from '../../components/auth_input'
import { AuthShell } from '../../components/auth_shell'
import { AuthOutcome } from '../../components/auth_outcome'
import { CodeInput } from '../../components/send_code_field'
import { useCaptcha } from '../../components/captcha_field'
import { LoginMethodTabs, type LoginMethodTab } from '../../components/login_method_tabs'

interface Props {
  /** From the mailed link: step two opens with it, no code needed. */
  token: string
  email: string
  /** Why the mailed link no longer works (used, expired, invalid), checked by the server; '' while it does. */
  link_error: string
  methods: LoginMethodTab[]
}

/** Step one: the address (and captcha); the mail carries a link and a code. */
function StepOne({ onSent, initialEmail }: { onSent: (email: string) => void; initialEmail: string }) {
  const captcha = useCaptcha('find_password', useSetting<boolean>('security', 'enable_captcha_find_password', true))
  const formApi = useRef<any>(null)
  const [loading, setLoading] = useState(false)

  const send = async (values: { email: string; captcha?: string }) => {
    setLoading(true)
    try {
      await api.post(apiUrl('accounts.findpassword.stepone'), {
        email: values.email,
        captcha: values.captcha,
        captcha_id: captcha.challenge?.id,
      })
      onSent(values.email.trim())
    } catch (error: any) {
      Toast.error(error?.message ?? '发送失败')
      formApi.current?.setValue('captcha', '')
      void captcha.refresh()
    } finally {
      setLoading(false)
    }
  }

  return (
    <AuthForm<{ email: string; captcha?: string }>
      label="发送找回邮件"
      formApi={formApi}
      captcha={captcha}
      loading={loading}
      onSubmit={send}
    >
      <AuthInput
        field="email"
        label="电子邮箱"
        placeholder="请输入注册时填写的邮箱"
        icon={<IconMail />}
        autoComplete="email"
        initValue={initialEmail}
        requiredMessage="请输入电子邮箱"
        rules={[{ type: 'email', message: '请输入正确的电子邮箱' }]}
      />
    </AuthForm>
  )
}

/** Step two: the mailed code (or the link's token) and the new password. */
function StepTwo({ email, token, onDone, onRestart }: { email: string; token: string; onDone: () => void; onRestart: () => void }) {
  const formApi = useRef<any>(null)
  const [loading, setLoading] = useState(false)

  const reset = async (values: { code?: string; password: string }) => {
    setLoading(true)
    try {
      await api.put(apiUrl('accounts.findpassword.steptwo'), {
        email,
        password: values.password,
        ...(token ? { token } : { code: values.code }),
      })
      onDone()
    } catch (error: any) {
      Toast.error(error?.message ?? '重置失败')
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      <Banner
        className="ds-acc-findpassword__sent"
        type="info"
        fullMode={false}
        closeIcon={null}
        description={
          token
            ? `为 ${email} 设置新密码`
            : `如果 ${email} 已注册，我们已发送一封找回密码邮件，请查收并输入邮件中的验证码（也可以直接打开邮件中的链接）`
        }
      />
      <Form<{ code?: string; password: string }>
        labelPosition="top"
        getFormApi={(instance) => (formApi.current = instance)}
        onSubmit={(values) => void reset(values)}
        aria-label="重置密码"
      >
        {!token && <CodeInput field="code" label="邮箱验证码" placeholder="请输入邮件中的6位验证码" icon={<IconMail />} />}
        <NewPasswordFields formApi={formApi} field="password" label="新密码" large />
        <Button htmlType="submit" theme="solid" type="primary" block loading={loading} className="ds-acc-auth__submit">
          重置密码
        </Button>
      </Form>
      <Button theme="borderless" onClick={onRestart} className="ds-acc-findpassword__again">
        没收到邮件？重新发送
      </Button>
    </>
  )
}

/** A used or expired link: what happened, and the way to a new mail (the address filled in). */
function DeadLink({ message, email }: { message: string; email: string }) {
  return (
    <AuthOutcome
      className="ds-acc-findpassword__dead"
      image={<IllustrationFailure className="ds-acc-empty-image" />}
      title="链接已失效"
      description={message}
      href={email ? `/findpassword?email=${encodeURIComponent(email)}` : '/findpassword'}
      action="重新获取找回邮件"
    />
  )
}

function EmailRecovery({ token, email }: { token: string; email: string }) {
  const [step, setStep] = useState<'one' | 'two' | 'done'>(token && email ? 'two' : 'one')
  const [address, setAddress] = useState(email)
  const [linkToken, setLinkToken] = useState(token)

  if (step === 'done') {
    return (
      <AuthOutcome
        className="ds-acc-findpassword__done"
        image={<IllustrationSuccess className="ds-acc-empty-image" />}
        title="密码已重置"
        description="请使用新密码登录，其他设备上的登录已全部退出。"
        href="/login"
        action="去登录"
      />
    )
  }
  if (step === 'two') {
    return (
      <StepTwo
        email={address}
        token={linkToken}
        onDone={() => setStep('done')}
        onRestart={() => {
          setLinkToken('')
          setStep('one')
        }}
      />
    )
  }
  return (
    <StepOne
      initialEmail={address}
      onSent={(sentTo) => {
        setAddress(sentTo)
        setStep('two')
      }}
    />
  )
}

/** /findpassword: by e-mail here, and by whatever other ways plugins offer (a phone code) in tabs. */
export default function FindPassword({ token, email, link_error: linkError, methods }: Props) {
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  return (
    <AuthShell title="找回密码" subtitle={`找回您在 ${sitename} 的账号密码`}>
      <SeoHead title="找回密码" noindex />
      <LoginMethodTabs methods={methods} ownTitle="邮箱找回">
        {linkError ? <DeadLink message={linkError} email={email} /> : <EmailRecovery key={token} token={token} email={email} />}
      </LoginMethodTabs>
      <div className="ds-acc-auth__footer">
        <span>
          想起密码了？<Link href="/login">立即登录</Link>
        </span>
      </div>
    </AuthShell>
  )
}
