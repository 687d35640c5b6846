import { useRef, useState, type ComponentProps, type MutableRefObject, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Button, Form, Toast } from '@douyinfe/semi-ui-19'
import { IconLock } from '@douyinfe/semi-icons'
import { api, ApiRequestError } from '~/lib/api'
import { CaptchaField, type useCaptcha } from './captcha_field'

type Captcha = ReturnType<typeof useCaptcha>

/**
 * Signs in or up through `path`: sends the form values with the captcha id, checks that a
 * session came back and goes on to `target`. On failure the captcha is cleared and renewed;
 * a server error (5xx) shows `serverError` instead of its own message.
 */
export function useAuthSubmit({
  path,
  action,
  captcha,
  target,
  serverError,
}: {
  path: string
  /** The action's name in messages: 登录, 注册. */
  action: string
  captcha: Captcha
  target: string
  serverError?: string
}) {
  const [loading, setLoading] = useState(false)
  const formApi = useRef<any>(null)

  const submit = async (body: Record<string, unknown>) => {
    setLoading(true)
    try {
      const result = await api.post<any>(path, { ...body, captcha_id: captcha.challenge?.id })
      if (!result || typeof result.user !== 'object' || !result.user || typeof result.token !== 'string') {
        Toast.error(`${action}返回数据无效，请重试`)
        return
      }
      Toast.success(`${action}成功`)
      router.visit(target)
    } catch (error) {
      const fallback = `${action}失败`
      const serverFailed = error instanceof ApiRequestError && error.status >= 500
      Toast.error(serverFailed ? (serverError ?? fallback) : (error as Error)?.message || fallback)
      formApi.current?.setValue('captcha', '')
      void captcha.refresh()
    } finally {
      setLoading(false)
    }
  }

  return { loading, formApi, submit }
}

/** The login/register form: the fields, the captcha when it is on, a full-width submit button. */
export function AuthForm<Values extends Record<string, any>>({
  label,
  formApi,
  captcha,
  loading,
  onSubmit,
  children,
}: {
  /** The form's aria-label, also the submit button's text. */
  label: string
  formApi: MutableRefObject<any>
  captcha: Captcha
  loading: boolean
  onSubmit: (values: Values) => Promise<void>
  children: ReactNode
}) {
  return (
    <Form<Values>
      labelPosition="top"
      getFormApi={(instance) => (formApi.current = instance)}
      onSubmit={(values) => void onSubmit(values)}
      aria-label={label}
    >
      {children}
      <CaptchaField captcha={captcha} />
      <Button htmlType="submit" theme="solid" type="primary" block loading={loading} className="ds-acc-auth__submit">
        {label}
      </Button>
    </Form>
  )
}

/**
 * Choosing a new password: the password field (at least 6 characters) and "确认密码", which
 * must repeat it. The messages name `noun` (请输入新密码, 请再次输入新密码); `large` gives both
 * the lock icon and the size of the sign-in forms. Other input props go to both.
 */
export function NewPasswordFields({
  formApi,
  field,
  label,
  noun = label,
  minMessage = '密码长度至少为6个字符',
  mismatchMessage = '两次输入的密码不一致',
  large = false,
  ...props
}: Omit<ComponentProps<typeof Form.Input>, 'field' | 'label' | 'rules' | 'placeholder'> & {
  formApi: MutableRefObject<any>
  field: string
  label: string
  noun?: string
  minMessage?: string
  mismatchMessage?: string
  large?: boolean
}) {
  const input = {
    mode: 'password' as const,
    autoComplete: 'new-password',
    ...(large ? { prefix: <IconLock />, size: 'large' as const } : {}),
    ...props,
  }
  return (
    <>
      <Form.Input
        field={field}
        label={label}
        placeholder="至少6个字符"
        {...input}
        rules={[
          { required: true, message: `请输入${noun}` },
          { min: 6, message: minMessage },
        ]}
      />
      <Form.Input
        field="repeat_password"
        label="确认密码"
        placeholder={`请再次输入${noun}`}
        {...input}
        rules={[
          { required: true, message: `请再次输入${noun}` },
          {
            validator: (_rule: unknown, value: string) => !value || value === formApi.current?.getValue(field),
            message: mismatchMessage,
          },
        ]}
      />
    </>
  )
}
