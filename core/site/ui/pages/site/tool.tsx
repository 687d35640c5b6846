import { Empty } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { namedIcon } from '~/components/named_icons'
import { SeoHead } from '~/components/site/seo_head'
import { LayoutSlot } from '~/components/site/site_component'
import { FeatureCard } from '../../components/feature_card'
import '../../components/site_tools.css'

interface SiteTool {
  key: string
  title: string
  description: string
  href: string
  icon: string
}

const TONES = ['blue', 'green', 'orange', 'violet']

/** /tool: every tool of the site as a card (the 工具 tab of the phone tab bar), and today's sign-in. */
export default function ToolPage({ tools }: { tools: SiteTool[] }) {
  return (
    <div className="ds-container ds-tools">
      <SeoHead title="工具" description="上传文档、发布文章、搜索与每日签到，常用功能一站直达" />
      <header className="ds-tools__head">
        <div>
          <h1 className="ds-tools__title">工具</h1>
          <p className="ds-tools__hint">常用功能一站直达</p>
        </div>
        <span className="ds-tools__sign">
          <LayoutSlot place="tool_head" />
        </span>
      </header>
      {tools.length === 0 ? (
        <Empty
          image={<IllustrationNoContent className="ds-empty-image" />}
          title="暂无工具"
          description="管理员启用插件后，这里会出现对应的工具"
        />
      ) : (
        <nav className="ds-features ds-tools__grid" aria-label="工具">
          {tools.map((tool, index) => (
            <FeatureCard
              key={tool.key}
              id={tool.key}
              feature={{
                icon: namedIcon(tool.icon),
                title: tool.title,
                text: tool.description,
                href: tool.href,
                tone: TONES[index % TONES.length],
              }}
            />
          ))}
        </nav>
      )}
    </div>
  )
}
