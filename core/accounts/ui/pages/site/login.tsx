import { Link } from '@inertiajs/react'
import { Banner } from '@douyinfe/semi-ui-19'
import { IconLock, IconUser } from '@douyinfe/semi-icons'
import { useSetting, useShared } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { AuthForm, useAuthSubmit } from '../../components/auth_form'
import { AuthInput } from '../../components/auth_input'
import { AuthShell } from '../../components/auth_shell'
import { LoginProviders, type LoginProviderButton } from '../../components/login_providers'
import { useCaptcha } from '../../components/captcha_field'
import { safeRedirect } from '../../components/format'
import { apiUrl } from '~/lib/api_url'
import { LoginMethodTabs, type LoginMethodTab } from '../../components/login_method_tabs'

interface LoginValues {
  username: string
  password: string
  captcha?: string
}

export default function Login({
  redirect,
  methods,
  providers,
}: {
  redirect?: string
  methods: LoginMethodTab[]
  providers?: LoginProviderButton[]
}) {
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

  const registerHref = target === '/' ? '/register' : `/register?redirect=${encodeURIComponent(target)}`

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
          <AuthInput
            field="username"
            label="用户名或邮箱"
            placeholder="请输入用户名或邮箱"
            icon={<IconUser />}
            autoComplete="username"
            requiredMessage="请输入用户名或邮箱"
          />
          <AuthInput
            field="password"
            label="密码"
            mode="password"
            placeholder="请输入密码"
            icon={<IconLock />}
            autoComplete="current-password"
            requiredMessage="请输入密码"
          />
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
