import type { SmsProvider } from './provider.js'
import { logProvider } from './log_provider.js'
import { aliyunProvider } from './aliyun_provider.js'
import { tencentProvider } from './tencent_provider.js'
import { baiduProvider } from './baidu_provider.js'
import { huaweiProvider } from './huawei_provider.js'

export const PROVIDERS: SmsProvider[] = [logProvider, aliyunProvider, tencentProvider, baiduProvider, huaweiProvider]

export const PROVIDER_OPTIONS = PROVIDERS.map((provider) => ({ value: provider.key, label: provider.title }))

export function providerNamed(key: string) {
  return PROVIDERS.find((provider) => provider.key === key) ?? logProvider
}
