import { useRef, useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Form, Toast } from '@douyinfe/semi-ui-19'
import { IconLock, IconUser } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { useAuthSubmit, NewPasswordFields } from '../../../../core/accounts/ui/components/auth_form'
import { useCaptcha } from '../../../../core/accounts/ui/components/captcha_field'
import { AuthInput } from '../../../../core/accounts/ui/components/auth_input'
import { safeRedirect, USERNAME_MESSAGE, USERNAME_PATTERN, USERNAME_PLACEHOLDER } from '../../../../core/accounts/ui/components/format'
import { MobileCodeForm } from './mobile_code_form'

/**
 * The phone form that signs in like the password form: 手机登录, and 手机注册 with its own
 * fields in `children` (a password is sent only when one was typed).
 */
function MobileSignIn({
  type,
  action,
  path,
  redirect,
  serverError,
  children,
}: {
  type: 0 | 1
  /** 登录 or 注册: the submit button and the messages. */
  action: string
  path: string
  redirect?: string
  serverError?: string
  children?: ReactNode
}) {
  const captcha = useCaptcha('sms', true)
  const { loading, formApi, submit } = useAuthSubmit({ path, action, captcha, target: safeRedirect(redirect), serverError })
  return (
    <MobileCodeForm
      type={type}
      label={action}
      formApi={formApi}
      captcha={captcha}
      loading={loading}
      onSubmit={(values) =>
        void submit({ mobile: values.mobile, code: values.code, username: values.username, password: values.password || undefined })
      }
    >
      {children}
    </MobileCodeForm>
  )
}

/** 手机登录 on /login: phone + SMS code, signed in like the password form. */
export function MobileLogin({ redirect }: { redirect?: string }) {
  return <MobileSignIn type={1} action="登录" path={apiUrl('sms.login')} redirect={redirect} serverError="登录过程中发生错误，请重试" />
}

/** 手机注册 on /register: phone + SMS code, the username the member chooses, and a password to sign in with later if wanted. */
export function MobileRegister({ redirect }: { redirect?: string }) {
  return (
    <MobileSignIn type={0} action="注册" path={apiUrl('sms.register')} redirect={redirect}>
      <AuthInput
        field="username"
        label="用户名"
        placeholder={USERNAME_PLACEHOLDER}
        icon={<IconUser />}
        autoComplete="username"
        requiredMessage="请输入用户名"
        rules={[{ pattern: USERNAME_PATTERN, message: USERNAME_MESSAGE }]}
      />
      <Form.Input
        field="password"
        label="登录密码（选填）"
        mode="password"
        placeholder="至少6个字符，可不填"
        autoComplete="new-password"
        prefix={<IconLock />}
        size="large"
        rules={[{ validator: (_rule: unknown, value: string) => !value || value.length >= 6, message: '密码长度至少为6个字符' }]}
      />
    </MobileSignIn>
  )
}

/** 手机找回: phone + SMS code + the new password; every session of the account ends. */
export function MobileFindPassword() {
  const captcha = useCaptcha('sms', true)
  const formApi = useRef<any>(null)
  const [loading, setLoading] = useState(false)
  const submit = async (values: { mobile: string; code: string; password?: string }) => {
    setLoading(true)
    try {
      await api.post(apiUrl('sms.findpassword'), { mobile: values.mobile, code: values.code, password: values.password })
      Toast.success('密码已重置，请使用新密码登录')
      router.visit('/login')
    } catch (error) {
      Toast.error((error as Error)?.message || '重置密码失败')
    } finally {
      setLoading(false)
    }
  }
  return (
    <MobileCodeForm
      type={2}
      label="重置密码"
      formApi={formApi}
      captcha={captcha}
      loading={loading}
      onSubmit={(values) => void submit(values)}
    >
      <NewPasswordFields formApi={formApi} field="password" label="新密码" large />
    </MobileCodeForm>
  )
}
