import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Banner, Button, Empty, Toast } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { IconCrown, IconDownload, IconEyeClosedSolid, IconTick } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { useCurrentUrl, useShared, useCreditName } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { loginUrl } from '~/lib/site_routes'
import '../../components/commerce.css'
import './shop_pages.css'
import type { Membership } from '../../components/commerce_types'
import { apiUrl } from '~/lib/api_url'

interface Plan {
  kind: number
  title: string
  price: number
  times_every_day: number
}

interface JoinVipProps {
  enabled: boolean
  plans: Plan[]
  membership: Membership | null
}

/** /joinvip: the VIP plans of config/vip; buying creates an order and opens it to pay. */
export default function JoinVip({ enabled, plans, membership }: JoinVipProps) {
  const { user } = useShared()
  const currentUrl = useCurrentUrl()
  const creditName = useCreditName()
  const [buying, setBuying] = useState<number | null>(null)

  const buy = async (plan: Plan) => {
    if (!user) return router.visit(loginUrl(currentUrl))
    setBuying(plan.kind)
    try {
      const order = await api.post<{ order_no: string }>(apiUrl('commerce.order.store'), { order_type: 2, product_id: plan.kind })
      router.visit(`/order?order_no=${order.order_no}`)
    } catch (error) {
      Toast.error((error as Error).message || '下单失败')
    } finally {
      setBuying(null)
    }
  }

  return (
    <div className="ds-shop">
      <SeoHead title="开通VIP" description="开通 VIP 会员，享受更多下载与阅读权益" path="/joinvip" />
      <div className="ds-container">
        <section className="ds-shop-hero">
          <h1>
            <IconCrown /> 开通 VIP 会员
          </h1>
          <p>尊享会员权益，阅读与下载更自在。</p>
          <div className="ds-shop-benefits">
            <span>
              <IconEyeClosedSolid /> 免广告阅读
            </span>
            <span>
              <IconTick /> 文档无水印
            </span>
            <span>
              <IconDownload /> 每天免费下载付费文档
            </span>
          </div>
        </section>
        {membership?.expired_at && (
          <Banner
            type="success"
            fullMode={false}
            closeIcon={null}
            className="ds-shop-vip-until"
            title={`您的 VIP 有效期至 ${formatDateTime(membership.expired_at)}`}
            description="现在续费，时长将在当前有效期结束后顺延。"
          />
        )}
        {!enabled || plans.length === 0 ? (
          <div className="ds-card ds-shop-card">
            <Empty
              image={<IllustrationNoContent className="ds-shop-empty__image" />}
              title={enabled ? '暂无可购买的 VIP 套餐' : 'VIP 功能暂未开启'}
              description="请稍后再来看看"
              className="ds-shop-empty"
            />
          </div>
        ) : (
          <div className="ds-shop-plans">
            {plans.map((plan) => (
              <div key={plan.kind} className="ds-shop-plan" data-testid={`vip-plan-${plan.kind}`}>
                <div className="ds-shop-plan__title">{plan.title}</div>
                <div className="ds-shop-plan__price">
                  {plan.price.toLocaleString('zh-CN')}
                  <small>{creditName}</small>
                </div>
                <div className="ds-shop-plan__desc">
                  {plan.times_every_day > 0 ? `每天免费下载 ${plan.times_every_day} 次付费文档` : '免广告、无水印阅读'}
                </div>
                <Button theme="solid" type="warning" block loading={buying === plan.kind} onClick={() => void buy(plan)}>
                  {membership?.expired_at ? '立即续费' : '立即开通'}
                </Button>
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  )
}
