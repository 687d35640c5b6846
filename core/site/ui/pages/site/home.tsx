import { useEffect, useState } from 'react'
import { Link } from '~/components/link'
import { Empty, Tag } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { IconChevronRight, IconCloudUploadStroked, IconFile } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { useSetting, type HomeSection, type SiteStats } from '~/lib/shared_props'
import { searchUrl } from '~/lib/site_routes'
import { SearchBox, useSearchKinds } from '~/components/site/search_box'
import { absoluteSiteUrl, SeoHead, useSiteBaseUrl } from '~/components/site/seo_head'
import { LayoutSlot } from '~/components/site/site_component'
import { namedIcon } from '~/components/named_icons'
import { FeatureCard } from '../../components/feature_card'
import { apiUrl } from '~/lib/api_url'
import '../../components/home_sections.css'

/** core/site/extension_points.ts HomeSection: what plugins contribute to the home page. */
type Section = HomeSection & {
  icon?: string
  links?: { title: string; href: string }[]
  empty?: { title: string; description?: string; action?: { title: string; href: string } }
}

/** core/site/extension_points.ts HomeLink: a card under the hero or a button of the closing call to action. */
interface HomeLink {
  key: string
  place: 'feature' | 'action'
  title: string
  href: string
  icon: string
  text?: string
  tone?: string
  ghost?: boolean
}

interface HomeProps {
  /** Public counts (GET /api/v1/stats); fetched here when the route does not pass them. */
  stats?: SiteStats
  /** The blocks plugins contribute (homeSections extension point); nothing is shown without them. */
  homeSections?: Section[]
  /** The links plugins contribute (homeLinks extension point), in display order. */
  homeLinks?: HomeLink[]
  /** 热门搜索 by search kind type: recent searches that found something. */
  hotWords?: Record<string, string[]>
}

const MAX_HERO_WORDS = 8

/** The operator's recommended words first, then what visitors searched, each once. */
function heroWords(recommended: string[], searched: string[]) {
  const seen = new Set<string>()
  return [...recommended, ...searched]
    .filter((word) => {
      const key = word.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, MAX_HERO_WORDS)
}

/** system.recommend_words is stored as "a,b,c"; the API shape allows a list too. */
export function recommendWords(value: unknown): string[] {
  const words = Array.isArray(value) ? value : String(value ?? '').split(/[,，]/)
  return words.map((word) => String(word).trim()).filter(Boolean)
}

function formatCount(value: unknown) {
  const number = Number(value)
  return Number.isFinite(number) ? number.toLocaleString('zh-CN') : '0'
}

function useStats(initial?: SiteStats) {
  const [stats, setStats] = useState<SiteStats | null>(initial ?? null)
  useEffect(() => {
    if (initial) return
    let cancelled = false
    api
      .get<SiteStats>(apiUrl('admin.stats'))
      .then((data) => !cancelled && setStats(data))
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [initial])
  return stats
}

const STAT_LABELS: [key: string, label: string][] = [
  ['document_count', '篇文档'],
  ['article_count', '篇文章'],
  ['user_count', '位注册用户'],
]

function HeroStats({ stats, showUsers }: { stats: SiteStats | null; showUsers: boolean }) {
  const shown = STAT_LABELS.filter(([key]) => Number(stats?.[key]) > 0 && (key !== 'user_count' || showUsers))
  if (!shown.length) return null
  return (
    <div className="ds-hero__stats" aria-live="polite">
      {shown.map(([key, label]) => (
        <span key={key}>
          <strong>{formatCount(stats![key])}</strong> {label}
        </span>
      ))}
    </div>
  )
}

function SectionItem({ item }: { item: HomeSection['items'][number] }) {
  return (
    <Link href={item.href} className="ds-home-item">
      <div className="ds-home-item__cover">
        {item.cover ? <img src={item.cover} alt="" loading="lazy" /> : <IconFile size="extra-large" />}
        {item.badge && <span className="ds-home-item__badge">{item.badge}</span>}
      </div>
      <div className="ds-home-item__body">
        <div className="ds-home-item__title" title={item.title}>
          {item.title}
        </div>
        {item.description && <div className="ds-home-item__description">{item.description}</div>}
        {item.meta && <div className="ds-home-item__meta">{item.meta}</div>}
      </div>
    </Link>
  )
}

function SectionEmpty({ empty }: { empty: NonNullable<Section['empty']> }) {
  return (
    <Empty
      className="ds-home-section__empty"
      image={<IllustrationNoContent className="ds-empty-image ds-empty-image--medium" />}
      title={empty.title}
      description={empty.description}
    >
      {empty.action && (
        <Link href={empty.action.href} className="ds-pill-button">
          <IconCloudUploadStroked />
          {empty.action.title}
        </Link>
      )}
    </Empty>
  )
}

function HomeSections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections
        .filter((section) => section.items?.length || section.empty)
        .map((section) => (
          <section key={section.key} className="ds-home-section" data-section={section.key}>
            <div className="ds-home-section__head">
              <h2>
                {section.icon && <img className="ds-home-section__icon" src={section.icon} alt="" />}
                {section.more ? <Link href={section.more}>{section.title}</Link> : section.title}
              </h2>
              {section.more && (
                <Link href={section.more} className="ds-home-section__more">
                  更多
                  <IconChevronRight size="small" />
                </Link>
              )}
            </div>
            {section.links && section.links.length > 0 && (
              <nav className="ds-home-section__links" aria-label={section.title}>
                {section.links.map((link) => (
                  <Link key={link.href} href={link.href} className="ds-home-section__link">
                    {link.title}
                  </Link>
                ))}
              </nav>
            )}
            {section.items.length > 0 ? (
              <div className="ds-home-section__grid">
                {section.items.map((item) => (
                  <SectionItem key={item.id} item={item} />
                ))}
              </div>
            ) : (
              section.empty && <SectionEmpty empty={section.empty} />
            )}
          </section>
        ))}
    </>
  )
}

export default function Home({ stats: initialStats, homeSections, homeLinks = [], hotWords = {} }: HomeProps) {
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  const title = useSetting<string>('system', 'title', '') || sitename
  const description = useSetting<string>('system', 'description', '')
  const keywords = useSetting<string>('system', 'keywords', '')
  const recommended = recommendWords(useSetting('system', 'recommend_words', ''))
  const creditName = useSetting<string>('system', 'credit_name', '魔豆') || '魔豆'
  const showUsers = useSetting<boolean>('display', 'show_register_user_count', true)
  const features = homeLinks.filter((link) => link.place === 'feature')
  const actions = homeLinks.filter((link) => link.place === 'action')
  const kinds = useSearchKinds()
  const [type, setType] = useState<number | undefined>(undefined)
  const searched = kinds.find((kind) => kind.type === type) ?? kinds[0]
  const words = heroWords(recommended, hotWords[String(searched?.type ?? 0)] ?? [])
  const stats = useStats(initialStats)
  const baseUrl = useSiteBaseUrl()
  return (
    <div className="ds-home">
      <SeoHead
        title={title}
        siteTitle={false}
        description={description}
        keywords={keywords}
        path="/"
        structuredData={{
          '@type': 'WebSite',
          'name': sitename,
          'potentialAction': {
            '@type': 'SearchAction',
            'target': absoluteSiteUrl(baseUrl, '/search?wd={search_term_string}'),
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <section className="ds-hero">
        <div className="ds-container ds-hero__inner">
          <h1 className="ds-hero__title">{sitename}</h1>
          {description && <p className="ds-hero__description">{description}</p>}
          <div className="ds-hero__search">
            {kinds.length > 1 && (
              <div className="ds-hero__types" role="tablist" aria-label="搜索类型">
                {kinds.map((kind) => (
                  <button
                    key={kind.type}
                    type="button"
                    role="tab"
                    aria-selected={kind.type === searched?.type}
                    className={kind.type === searched?.type ? 'is-active' : undefined}
                    onClick={() => setType(kind.type)}
                  >
                    {kind.title}
                  </button>
                ))}
              </div>
            )}
            <SearchBox key={searched?.type} type={searched?.type} size="large" />
          </div>
          {words.length > 0 && (
            <div className="ds-hero__words">
              <span className="ds-hero__words-label">热门搜索</span>
              {words.map((word) => (
                <Link key={word} href={searchUrl(word, searched?.type ?? 0)}>
                  <Tag size="large" shape="circle" color="white" className="ds-hero__word">
                    {word}
                  </Tag>
                </Link>
              ))}
            </div>
          )}
          <HeroStats stats={stats} showUsers={showUsers} />
        </div>
      </section>
      <div className="ds-container">
        {features.length > 0 && (
          <section className="ds-features" aria-label="网站功能">
            {features.map((link) => (
              <FeatureCard
                key={link.key}
                feature={{
                  icon: namedIcon(link.icon),
                  title: link.title,
                  text: link.text ?? '',
                  href: link.href,
                  tone: link.tone ?? 'blue',
                }}
              />
            ))}
          </section>
        )}
        <LayoutSlot place="home_before_sections" />
        {homeSections && homeSections.length > 0 && <HomeSections sections={homeSections} />}
        <LayoutSlot place="home_after_sections" />
        {actions.length > 0 && (
          <section className="ds-home-cta">
            <div className="ds-home-cta__text">
              <h2>分享知识，收获{creditName}</h2>
              <p>上传文档或发布文章，把你的资料与经验分享给更多需要的人。</p>
            </div>
            <div className="ds-home-cta__actions">
              {actions.map((link) => (
                <Link
                  key={link.key}
                  href={link.href}
                  className={`ds-pill-button${link.ghost ? ' ds-pill-button--ghost' : ''}`}
                  data-home-link={link.key}
                >
                  {namedIcon(link.icon)}
                  {link.title}
                </Link>
              ))}
            </div>
          </section>
        )}
        <LayoutSlot place="home_end" />
      </div>
    </div>
  )
}
