import { Link } from '~/components/link'
import { Empty, Tag, Typography } from '@douyinfe/semi-ui-19'
import { IllustrationNoResult, IllustrationConstruction } from '@douyinfe/semi-illustrations'
import { useCurrentUrl } from '~/lib/shared_props'
import { SearchBox } from '~/components/site/search_box'
import { SeoHead } from '~/components/site/seo_head'
import { LayoutSlot } from '~/components/site/site_component'
import { FilterChip, FilterRow } from '~/components/site/filter_chips'
import { PagedList } from '~/components/site/paged_list'
import { contributedComponent } from '~/lib/ui_contributions'
import { GenericSearchCard } from '../../components/generic_search_card'
import { searchPageUrl, type SearchCardProps, type SearchPageProps, type SearchTarget } from '../../components/search_types'
import '../../components/search.css'

function Suggestions({ words, type, mobile }: { words: string[]; type: number; mobile: boolean }) {
  if (words.length === 0) return null
  return (
    <div className="ds-search__suggestions">
      <span>大家都在搜：</span>
      {words.map((word) => (
        <Link key={word} href={searchPageUrl({ wd: word, type, filters: {}, sort: 'default', page: 1 }, mobile)}>
          <Tag size="large" shape="circle" color="white" type="light">
            {word}
          </Tag>
        </Link>
      ))}
    </div>
  )
}

function EmptyResult(props: SearchPageProps & { clearFilters: string | null; firstPage: string; mobile: boolean }) {
  const { wd, type, types, total, available, suggestions, clearFilters, firstPage, mobile } = props
  const kindTitle = types.find((entry) => entry.type === type)?.title ?? '内容'
  if (total > 0) {
    return (
      <Empty
        className="ds-search__empty"
        image={<IllustrationNoResult className="ds-empty-image" />}
        title="这一页没有结果"
        description="结果在前面的页里"
      >
        <Link href={firstPage} className="ds-pill-button">
          回到第一页
        </Link>
      </Empty>
    )
  }
  if (!available) {
    return (
      <Empty
        className="ds-search__empty"
        image={<IllustrationConstruction className="ds-empty-image" />}
        title={`${kindTitle}搜索暂未开放`}
      />
    )
  }
  return (
    <Empty
      className="ds-search__empty"
      image={<IllustrationNoResult className="ds-empty-image" />}
      title={wd ? `没有找到与“${wd}”相关的${kindTitle}` : '输入关键词，搜索全站内容'}
      description={
        wd ? (
          <ul className="ds-search__tips">
            <li>检查输入的文字是否有误</li>
            <li>换用更简短、更常见的关键词</li>
            {clearFilters && <li>去掉筛选条件再试</li>}
          </ul>
        ) : (
          '支持中文、英文关键词，多个关键词用空格分开'
        )
      }
    >
      {clearFilters && (
        <Link href={clearFilters} className="ds-pill-button">
          清除筛选条件
        </Link>
      )}
      <Suggestions words={suggestions} type={type} mobile={mobile} />
    </Empty>
  )
}

export default function SearchPage(props: SearchPageProps) {
  const {
    wd,
    type,
    types,
    card,
    placeholder,
    total,
    total_capped,
    pageable,
    spend,
    page,
    size,
    relaxed,
    sort,
    sorts,
    filters,
    hits,
    facets,
  } = props
  const mobile = useCurrentUrl().startsWith('/m/')
  const here: SearchTarget = { wd, type, filters, sort, page }
  const to = (change: Partial<SearchTarget>) => searchPageUrl({ ...here, page: 1, ...change }, mobile)
  const filtered = Object.keys(filters).length > 0
  const showFilters = total > 0 || filtered
  const Card = contributedComponent<SearchCardProps>(card) ?? GenericSearchCard

  return (
    <div className="ds-container ds-search">
      <SeoHead title={wd ? `${wd} - 搜索` : '搜索'} path={searchPageUrl(here)} noindex />

      <LayoutSlot place="search_top" />
      <header className="ds-search__panel ds-search__head">
        <h1 className="ds-search__title">{wd ? `“${wd}”的搜索结果` : '搜索'}</h1>
        <SearchBox key={`${type}:${wd}`} type={type} placeholder={placeholder} defaultValue={wd} size="large" className="ds-search__box" />
        {types.length > 1 && (
          <nav className="ds-search__types" aria-label="搜索类型">
            {types.map((entry) => (
              <Link
                key={entry.type}
                href={searchPageUrl({ ...here, type: entry.type, filters: {}, page: 1 }, mobile)}
                aria-current={entry.type === type ? 'page' : undefined}
              >
                {entry.title}
              </Link>
            ))}
          </nav>
        )}
        {total > 0 && (
          <Typography.Text type="tertiary" size="small" className="ds-search__summary">
            找到约 {total.toLocaleString('zh-CN')}
            {total_capped ? '+' : ''} 条结果，用时 {spend} 秒
          </Typography.Text>
        )}
        {relaxed && <p className="ds-search__relaxed">没有同时包含全部关键词的结果，以下结果包含其中部分关键词</p>}
      </header>

      {showFilters && (
        <section className="ds-search__panel ds-filters" aria-label="筛选">
          {facets.map((facet) => (
            <FilterRow key={facet.param} label={facet.title}>
              <FilterChip href={to({ filters: { ...filters, [facet.param]: '' } })} active={!facet.active}>
                全部
              </FilterChip>
              {facet.options.map((option) => (
                <FilterChip
                  key={option.value}
                  href={to({ filters: { ...filters, [facet.param]: option.value } })}
                  active={facet.active === option.value}
                >
                  {option.label}
                  <small>{option.count}</small>
                </FilterChip>
              ))}
            </FilterRow>
          ))}
          <FilterRow label="排序">
            {sorts.map((entry) => (
              <FilterChip key={entry.value} href={to({ sort: entry.value })} active={sort === entry.value}>
                {entry.label}
              </FilterChip>
            ))}
          </FilterRow>
        </section>
      )}

      <LayoutSlot place="search_results">
        <section className="ds-search__panel" aria-label="搜索结果">
          {hits.length > 0 ? (
            <PagedList total={pageable} size={size} page={page} urlOf={(next) => searchPageUrl({ ...here, page: next }, mobile)}>
              {hits.map((hit) => (
                <Card key={hit.id} hit={hit} />
              ))}
            </PagedList>
          ) : (
            <EmptyResult {...props} clearFilters={filtered ? to({ filters: {} }) : null} firstPage={to({})} mobile={mobile} />
          )}
        </section>
      </LayoutSlot>
      <LayoutSlot place="search_bottom" />
    </div>
  )
}
