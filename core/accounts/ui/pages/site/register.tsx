import { Link } from '~/components/link'
import { Toast } from '@douyinfe/semi-ui-19'
import { IconMail, IconUser } from '@douyinfe/semi-icons'
import { IllustrationNoAccess } from '@douyinfe/semi-illustrations'
import { useSetting } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { AuthForm, NewPasswordFields, useAuthSubmit } from '../../components/auth_form'
import { AuthInput } from '../../components/auth_input'
import { AuthShell } from '../../components/auth_shell'
import { AuthOutcome } from '../../components/auth_outcome'
import { LoginProviders } from '../../components/login_providers'
import { useCaptcha } from '../../components/captcha_field'
import { authHref, safeRedirect, USERNAME_MESSAGE, USERNAME_PATTERN, USERNAME_PLACEHOLDER } from '../../components/format'
import { SendCodeField } from '../../components/send_code_field'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { LoginMethodTabs, type AuthPageProps } from '../../components/login_method_tabs'

interface RegisterValues {
  username: string
  email: string
  password: string
  repeat_password: string
  captcha?: string
  email_code?: string
}

/** POST /api/v1/user/email/code's type for a registration. */
const REGISTER_CODE = 0

export default function Register({ redirect, methods, providers }: AuthPageProps) {
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  const enableRegister = useSetting<boolean>('security', 'enable_register', true)
  const isClose = useSetting<boolean>('security', 'is_close', false)
  const captchaOn = useSetting<boolean>('security', 'enable_captcha_register', false)
  const verifyEmail = useSetting<boolean>('security', 'enable_verify_register_email', false)
  const open = enableRegister && !isClose
  const captcha = useCaptcha('register', open && captchaOn)
  const target = safeRedirect(redirect)
  const loginHref = authHref('/login', target)
  const { loading, formApi, submit } = useAuthSubmit({ path: apiUrl('auth.register'), action: '注册', captcha, target })

  /** The code goes to the address typed above; the captcha, when on, is answered here (the code then stands in for it). */
  const sendCode = async () => {
    const form = formApi.current
    const errors = await form?.validate(['email']).then(
      () => null,
      (failed: unknown) => failed
    )
    if (errors) return false
    try {
      await api.post(apiUrl('accounts.email.code'), {
        email: form.getValue('email'),
        type: REGISTER_CODE,
        captcha: form.getValue('captcha'),
        captcha_id: captcha.challenge?.id,
      })
      Toast.success('验证码已发送，请查收邮件')
      return true
    } catch (error: any) {
      Toast.error(error?.message ?? '发送失败')
      form?.setValue('captcha', '')
      void captcha.refresh()
      return false
    }
  }

  if (!open) {
    return (
      <AuthShell title="注册账号" subtitle={`加入 ${sitename}`}>
        <SeoHead title="注册" noindex />
        <AuthOutcome
          image={<IllustrationNoAccess className="ds-acc-empty-image" />}
          title="网站已关闭注册"
          description="暂时不开放新用户注册，已有账号可以直接登录。"
          href={loginHref}
          action="去登录"
        />
      </AuthShell>
    )
  }

  return (
    <AuthShell title="注册账号" subtitle={`加入 ${sitename}，分享与发现优质文档`}>
      <SeoHead title="注册" noindex />
      <LoginMethodTabs methods={methods} ownTitle="邮箱注册" redirect={target}>
        <AuthForm<RegisterValues>
          label="注册"
          formApi={formApi}
          captcha={captcha}
          loading={loading}
          onSubmit={(values) =>
            submit({
              username: values.username,
              email: values.email,
              password: values.password,
              captcha: values.captcha,
              email_code: verifyEmail ? values.email_code : undefined,
            })
          }
        >
          <AuthInput
            field="username"
            label="用户名"
            placeholder={USERNAME_PLACEHOLDER}
            icon={<IconUser />}
            autoComplete="username"
            requiredMessage="请输入用户名"
            rules={[{ pattern: USERNAME_PATTERN, message: USERNAME_MESSAGE }]}
          />
          <AuthInput
            field="email"
            label="电子邮箱"
            placeholder="用于找回密码"
            icon={<IconMail />}
            autoComplete="email"
            requiredMessage="请输入电子邮箱"
            rules={[{ type: 'email', message: '请输入正确的电子邮箱' }]}
          />
          {verifyEmail && <SendCodeField field="email_code" label="邮箱验证码" placeholder="6位验证码" onSend={sendCode} />}
          <NewPasswordFields formApi={formApi} field="password" label="密码" large />
        </AuthForm>
      </LoginMethodTabs>
      <div className="ds-acc-auth__footer">
        <span>
          已有账号？<Link href={loginHref}>立即登录</Link>
        </span>
      </div>
      <LoginProviders providers={providers} />
    </AuthShell>
  )
}
