import { Link } from '~/components/link'
import { Breadcrumb, Empty } from '@douyinfe/semi-ui-19'
import { IconCloudUploadStroked, IconHome } from '@douyinfe/semi-icons'
import { IllustrationNoContent, IllustrationNoResult } from '@douyinfe/semi-illustrations'
import { useSetting } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { SiteComponent } from '~/components/site/site_component'
import { FilterChip, FilterRow } from '~/components/site/filter_chips'
import { PagedList } from '~/components/site/paged_list'
import { CategoryCard, type CategoryCardEntry } from '../../components/category_card'
import { DocumentListItem } from '../../components/document_list_item'
import type { ListedDocument } from '../../components/document_types'
import { EXT_GROUP_OPTIONS } from '../../components/ext_group_options'
import '../../components/category_card.css'
import './category.css'

interface CategoryInfo {
  id: number
  parent_id: number
  title: string
  description: string
  show_description: boolean
  doc_count: number
}

interface Chip {
  id: number
  title: string
  doc_count: number
}

interface CategoryPageProps {
  category: CategoryInfo | null
  path: CategoryInfo[]
  chips: { parent_id: number; items: Chip[] }
  cards: CategoryCardEntry[]
  documents: ListedDocument[]
  total: number
  page: number
  size: number
  filters: { ext: string; sort: string }
}

const EXT_CHIPS = [{ value: '', label: '全部' }, ...EXT_GROUP_OPTIONS]

const SORT_CHIPS = [
  { value: 'latest', label: '最新' },
  { value: 'view_count', label: '最多浏览' },
  { value: 'download_count', label: '最多下载' },
  { value: 'score', label: '评分最高' },
]

interface Target {
  categoryId: number | null
  ext: string
  sort: string
  page: number
}

/** The URL of a listing state; defaults are left out so every state has one canonical link. */
export function listingUrl({ categoryId, ext, sort, page }: Target) {
  const params = new URLSearchParams()
  if (ext) params.set('ext', ext)
  if (sort && sort !== 'latest') params.set('sort', sort)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return `/category${categoryId ? `/${categoryId}` : ''}${query ? `?${query}` : ''}`
}

const EMPTY_TEXT = {
  'past-end': { title: '这一页没有文档', description: '文档可能已经更新，回到第一页看看', action: '回到第一页' },
  'filtered': { title: '没有符合条件的文档', description: '换个类型试试', action: '查看全部类型' },
  'empty': { title: '这个分类还没有文档', description: '上传第一篇文档，与大家分享吧', action: '上传文档' },
}

function ListingEmpty({ kind, firstPage, allTypes }: { kind: keyof typeof EMPTY_TEXT; firstPage: string; allTypes: string }) {
  const text = EMPTY_TEXT[kind]
  const href = kind === 'past-end' ? firstPage : kind === 'filtered' ? allTypes : '/upload'
  return (
    <Empty
      className="ds-listing__empty"
      image={
        kind === 'empty' ? (
          <IllustrationNoContent className="ds-listing__empty-image" />
        ) : (
          <IllustrationNoResult className="ds-listing__empty-image" />
        )
      }
      title={text.title}
      description={text.description}
    >
      <Link href={href} className="ds-pill-button ds-listing__empty-action">
        {kind === 'empty' && <IconCloudUploadStroked />}
        {text.action}
      </Link>
    </Empty>
  )
}

export default function CategoryPage(props: CategoryPageProps) {
  const { category, path, chips, cards, documents, total, page, size, filters } = props
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  const showCount = useSetting<boolean>('display', 'show_document_count', true)
  const here: Target = { categoryId: category?.id ?? null, ext: filters.ext, sort: filters.sort, page }
  const to = (change: Partial<Target>) => listingUrl({ ...here, page: 1, ...change })
  const title = category ? category.title : '全部文档'
  const description = category?.description || `${sitename}文档分类：在线阅读与下载${category ? category.title : ''}相关文档`
  const lastPage = Math.max(1, Math.ceil(total / size))
  const filtered = filters.ext !== ''

  return (
    <div className="ds-container ds-listing">
      <SeoHead
        title={page > 1 ? `${title}（第${page}页）` : title}
        description={description}
        keywords={category ? path.map((entry) => entry.title).join(',') : undefined}
        path={listingUrl({ categoryId: here.categoryId, ext: '', sort: '', page })}
      >
        {page > 1 && <link head-key="prev" rel="prev" href={listingUrl({ ...here, page: page - 1 })} />}
        {page < lastPage && <link head-key="next" rel="next" href={listingUrl({ ...here, page: page + 1 })} />}
      </SeoHead>

      <header className="ds-listing__panel ds-listing__head">
        <Breadcrumb compact={false}>
          <Breadcrumb.Item icon={<IconHome />}>
            <Link href="/">首页</Link>
          </Breadcrumb.Item>
          <Breadcrumb.Item>{category ? <Link href="/category">文档分类</Link> : '文档分类'}</Breadcrumb.Item>
          {path.map((entry) => (
            <Breadcrumb.Item key={entry.id}>
              {entry.id === category?.id ? entry.title : <Link href={`/category/${entry.id}`}>{entry.title}</Link>}
            </Breadcrumb.Item>
          ))}
        </Breadcrumb>
        <h1>
          {title}
          {showCount && <small>共 {total.toLocaleString('zh-CN')} 篇文档</small>}
        </h1>
        {category?.show_description && category.description && (
          <p className="ds-description ds-listing__description">{category.description}</p>
        )}
      </header>

      {cards.length > 0 && <CategoryCard cards={cards} />}

      <section className="ds-listing__panel ds-filters" aria-label="筛选">
        {chips.items.length > 0 && (
          <FilterRow label="分类">
            <FilterChip href={to({ categoryId: chips.parent_id || null })} active={(category?.id ?? 0) === chips.parent_id}>
              全部
            </FilterChip>
            {chips.items.map((chip) => (
              <FilterChip key={chip.id} href={to({ categoryId: chip.id })} active={chip.id === category?.id}>
                {chip.title}
                {showCount && chip.doc_count > 0 && <small>{chip.doc_count}</small>}
              </FilterChip>
            ))}
          </FilterRow>
        )}
        <FilterRow label="类型">
          {EXT_CHIPS.map((chip) => (
            <FilterChip key={chip.value || 'all'} href={to({ ext: chip.value })} active={filters.ext === chip.value}>
              {chip.label}
            </FilterChip>
          ))}
        </FilterRow>
        <FilterRow label="排序">
          {SORT_CHIPS.map((chip) => (
            <FilterChip key={chip.value} href={to({ sort: chip.value })} active={filters.sort === chip.value}>
              {chip.label}
            </FilterChip>
          ))}
        </FilterRow>
      </section>
      <SiteComponent name="ads.slot" position="list_nav_bottom" />
      <SiteComponent name="ads.slot" position="list_document_top" />

      <section className="ds-listing__panel" aria-label="文档列表">
        {documents.length > 0 ? (
          <PagedList total={total} size={size} page={page} urlOf={(next) => listingUrl({ ...here, page: next })}>
            {documents.map((document) => (
              <DocumentListItem key={document.id} document={document} />
            ))}
          </PagedList>
        ) : (
          <ListingEmpty kind={total > 0 ? 'past-end' : filtered ? 'filtered' : 'empty'} firstPage={to({})} allTypes={to({ ext: '' })} />
        )}
      </section>
      <SiteComponent name="ads.slot" position="list_document_bottom" />
    </div>
  )
}
