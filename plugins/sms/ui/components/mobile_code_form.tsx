import type { ReactNode } from 'react'
import { Button, Form } from '@douyinfe/semi-ui-19'
import { IconPhone, IconSend } from '@douyinfe/semi-icons'
import { AuthInput } from '../../../../core/accounts/ui/components/auth_input'
import { CaptchaField, type useCaptcha } from '../../../../core/accounts/ui/components/captcha_field'
import { SendCodeField } from '../../../../core/accounts/ui/components/send_code_field'
import { useSendCode } from './use_send_code'
import './sms.css'

/**
 * The phone part of every mobile form: the number, the image captcha that guards sending, and
 * the SMS code with its 发送验证码 button and countdown. `children` are the purpose's own fields.
 */
export function MobileCodeForm({
  type,
  label,
  formApi,
  captcha,
  loading,
  onSubmit,
  children,
}: {
  type: 0 | 1 | 2
  /** The form's aria-label and the submit button's text. */
  label: string
  formApi: { current: any }
  captcha: ReturnType<typeof useCaptcha>
  loading: boolean
  onSubmit: (values: { mobile: string; code: string } & Record<string, any>) => void
  children?: ReactNode
}) {
  const sendCode = useSendCode(type, formApi, captcha)
  return (
    <Form
      labelPosition="top"
      getFormApi={(instance) => (formApi.current = instance)}
      onSubmit={(values) => onSubmit(values as any)}
      aria-label={label}
    >
      <AuthInput
        field="mobile"
        label="手机号码"
        placeholder="请输入手机号码"
        icon={<IconPhone />}
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
        requiredMessage="请输入手机号码"
        rules={[{ pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' }]}
      />
      <CaptchaField
        captcha={captcha}
        label="图片验证码"
        placeholder="请输入图片验证码"
        requiredMessage={null}
        imageClassName="sms-form__captcha"
      />
      <SendCodeField field="code" label="短信验证码" placeholder="请输入短信验证码" icon={<IconSend />} maxLength={8} onSend={sendCode} />
      {children}
      <Button htmlType="submit" theme="solid" type="primary" block loading={loading} className="ds-acc-auth__submit">
        {label}
      </Button>
    </Form>
  )
}
