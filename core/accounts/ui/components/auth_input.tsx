import type { ComponentProps, ReactNode } from 'react'
import { Form } from '@douyinfe/semi-ui-19'

/**
 * A large field of the sign-in and sign-up forms, with its icon in front; `requiredMessage` is
 * what it says when left empty, `rules` what else it checks.
 */
export function AuthInput({
  icon,
  requiredMessage,
  rules = [],
  ...props
}: Omit<ComponentProps<typeof Form.Input>, 'prefix' | 'size'> & { icon: ReactNode; requiredMessage: string }) {
  return <Form.Input prefix={icon} size="large" {...props} rules={[{ required: true, message: requiredMessage }, ...rules]} />
}
