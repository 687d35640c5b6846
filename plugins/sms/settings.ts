import { defineSettings } from '#core/settings/contracts'
import { PROVIDER_OPTIONS } from './providers/registry.js'

/** 系统设置 → 短信设置 (/admin/config/sms). Only `enable` reaches the site: the forms appear with it. */
export const smsSettings = defineSettings({
  name: 'sms',
  title: '短信设置',
  fields: [
    {
      name: 'enable',
      label: '启用短信',
      input: 'switch',
      default: false,
      public: true,
      help: '开启后，登录和注册页提供手机验证码登录、注册和找回密码',
    },
    { name: 'provider', label: '短信服务商', input: 'select', default: 'log', options: PROVIDER_OPTIONS },
    { name: 'access_key', label: 'AccessKey / SecretId / App Key', input: 'text', default: '', maxLength: 128 },
    { name: 'secret_key', label: 'AccessSecret / SecretKey / App Secret', input: 'password', default: '', secret: true, maxLength: 256 },
    {
      name: 'sign_name',
      label: '短信签名',
      input: 'text',
      default: '',
      maxLength: 64,
      help: '阿里云、腾讯云、华为云填写签名内容；百度云填写签名 ID（sms-sign-…）',
    },
    {
      name: 'app_id',
      label: '应用 ID / 通道号',
      input: 'text',
      default: '',
      maxLength: 64,
      help: '腾讯云填写 SmsSdkAppId；华为云填写签名通道号（from）；阿里云、百度云不用填写',
    },
    { name: 'region', label: '地域', input: 'text', default: '', maxLength: 32, help: '腾讯云默认 ap-guangzhou，阿里云默认 cn-hangzhou' },
    {
      name: 'endpoint',
      label: '接口地址',
      input: 'text',
      default: '',
      maxLength: 255,
      help: '留空使用服务商的默认地址；私有网络或代理时填写完整地址，如 https://dysmsapi.aliyuncs.com',
    },
    { name: 'template_register', label: '注册验证码模板', input: 'text', default: '', maxLength: 64 },
    { name: 'template_login', label: '登录验证码模板', input: 'text', default: '', maxLength: 64 },
    { name: 'template_find_password', label: '找回密码验证码模板', input: 'text', default: '', maxLength: 64 },
    { name: 'code_ttl_minutes', label: '验证码有效期（分钟）', input: 'number', default: 5, min: 1, max: 60 },
    { name: 'resend_interval', label: '同一手机号发送间隔（秒）', input: 'number', default: 60, min: 10, max: 3600 },
    { name: 'per_mobile_per_day', label: '同一手机号每天最多发送', input: 'number', default: 10, min: 1, max: 1000 },
    { name: 'per_ip_per_hour', label: '同一IP每小时最多发送', input: 'number', default: 20, min: 1, max: 10000 },
  ],
})

export interface SmsSettings {
  enable: boolean
  provider: string
  access_key: string
  secret_key: string
  sign_name: string
  app_id: string
  region: string
  endpoint: string
  template_register: string
  template_login: string
  template_find_password: string
  code_ttl_minutes: number
  resend_interval: number
  per_mobile_per_day: number
  per_ip_per_hour: number
  [key: string]: string | number | boolean
}
