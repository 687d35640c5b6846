import { useState, type KeyboardEvent } from 'react'
import { router } from '@inertiajs/react'
import { Input } from '@douyinfe/semi-ui-19'
import { IconSearch } from '@douyinfe/semi-icons'
import { PHONE_MAX_WIDTH, searchUrl } from '~/lib/site_routes'

interface SearchBoxProps {
  type: 0 | 1
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

/** Enter or the icon opens /search (or /m/search on a phone) with wd and type. */
export function SearchBox({ type, defaultValue = '', size = 'default', className, placeholder, onSearched }: SearchBoxProps) {
  const [words, setWords] = useState(defaultValue)
  const submit = () => {
    if (!words.trim()) return
    router.visit(searchUrl(words, type, isPhoneViewport()))
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
      placeholder={placeholder ?? (type === 1 ? '搜索文章' : '搜索文档')}
      aria-label={type === 1 ? '搜索文章' : '搜索文档'}
      showClear
      suffix={
        <button type="button" className="ds-search-box__submit" aria-label="搜索" onClick={submit}>
          <IconSearch />
        </button>
      }
    />
  )
}
