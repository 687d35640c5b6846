import { useState, type KeyboardEvent } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Input } from '@douyinfe/semi-ui-19'
import { IconSearch } from '@douyinfe/semi-icons'
import { PHONE_MAX_WIDTH, searchKindFor, searchUrl, type SearchKindLink } from '~/lib/site_routes'

interface SearchBoxProps {
  /** The kind searched; without it, the kind of the page at `pageUrl` (the current page by default). */
  type?: number
  pageUrl?: string
  defaultValue?: string
  size?: 'default' | 'large'
  className?: string
  placeholder?: string
  /** Called after a search is submitted (the drawer closes itself). */
  onSearched?: () => void
}

export function isPhoneViewport() {
  return typeof window !== 'undefined' && window.matchMedia(`(max-width: ${PHONE_MAX_WIDTH}px)`).matches
}

/** The enabled search kinds, as the server shares them with every page. */
export function useSearchKinds(): SearchKindLink[] {
  const kinds = usePage().props.searchKinds
  return Array.isArray(kinds) ? (kinds as SearchKindLink[]) : []
}

/** Enter or the icon opens /search (or /m/search on a phone) with wd and type. */
export function SearchBox({ type, pageUrl, defaultValue = '', size = 'default', className, placeholder, onSearched }: SearchBoxProps) {
  const [words, setWords] = useState(defaultValue)
  const kinds = useSearchKinds()
  const currentUrl = usePage().url ?? '/'
  const kind = type === undefined ? searchKindFor(pageUrl ?? currentUrl, kinds) : kinds.find((entry) => entry.type === type)
  const searched = type ?? kind?.type ?? 0
  const label = kind?.placeholder ?? '搜索'
  const submit = () => {
    if (!words.trim()) return
    router.visit(searchUrl(words, searched, isPhoneViewport()))
    onSearched?.()
  }
  return (
    <Input
      className={['ds-search-box', className].filter(Boolean).join(' ')}
      size={size}
      value={words}
      onChange={setWords}
      onEnterPress={(event: KeyboardEvent) => {
        event.preventDefault()
        submit()
      }}
      placeholder={placeholder ?? label}
      aria-label={label}
      showClear
      suffix={
        <button type="button" className="ds-search-box__submit" aria-label="搜索" onClick={submit}>
          <IconSearch />
        </button>
      }
    />
  )
}
