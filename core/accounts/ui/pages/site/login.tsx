import { Link } from '~/components/link'
import { Banner } from '@douyinfe/semi-ui-19'
import { useSetting, useShared } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { AuthForm, useAuthSubmit } from '../../components/auth_form'
import { PasswordLoginFields } from '../../components/password_login_fields'
import { AuthShell } from '../../components/auth_shell'
import { LoginProviders } from '../../components/login_providers'
import { useCaptcha } from '../../components/captcha_field'
import { authHref, safeRedirect } from '../../components/format'
import { apiUrl } from '~/lib/api_url'
import { LoginMethodTabs, type AuthPageProps } from '../../components/login_method_tabs'

interface LoginValues {
  username: string
  password: string
  captcha?: string
}

export default function Login({ redirect, methods, providers }: AuthPageProps) {
  const { user } = useShared()
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  const isClose = useSetting<boolean>('security', 'is_close', false)
  const enableRegister = useSetting<boolean>('security', 'enable_register', true)
  const captcha = useCaptcha('login', useSetting<boolean>('security', 'enable_captcha_login', false))
  const target = safeRedirect(redirect)
  const { loading, formApi, submit } = useAuthSubmit({
    path: apiUrl('auth.login'),
    action: '登录',
    captcha,
    target,
    serverError: '登录过程中发生错误，请重试',
  })

  const registerHref = authHref('/register', target)

  return (
    <AuthShell title="欢迎登录" subtitle={`登录 ${sitename}，发现更多优质文档`}>
      <SeoHead title="登录" noindex />
      {isClose && (
        <Banner
          className="ds-acc-auth__notice"
          type="warning"
          fullMode={false}
          closeIcon={null}
          description={user ? '网站已关闭，当前账号无权访问，请使用管理员账号登录' : '网站维护中，暂时只有管理员可以登录'}
        />
      )}
      <LoginMethodTabs methods={methods} ownTitle="密码登录" redirect={target}>
        <AuthForm<LoginValues>
          label="登录"
          formApi={formApi}
          captcha={captcha}
          loading={loading}
          onSubmit={(values) => submit({ username: values.username, password: values.password, captcha: values.captcha })}
        >
          <PasswordLoginFields />
        </AuthForm>
      </LoginMethodTabs>
      <div className="ds-acc-auth__footer">
        {enableRegister && !isClose ? (
          <span>
            还没有账号？<Link href={registerHref}>立即注册</Link>
          </span>
        ) : (
          <span />
        )}
        <Link href="/findpassword">忘记密码？</Link>
      </div>
      <LoginProviders providers={providers} />
    </AuthShell>
  )
}
