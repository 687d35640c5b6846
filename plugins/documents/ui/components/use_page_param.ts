import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'

/** /document/{id}?page=N opens the reader at page N (a citation of the assistant links there). */
export function usePageParam(jumpTo: (page: number) => void) {
  const { url } = usePage()
  useEffect(() => {
    const page = Number(new URL(url, 'http://reader').searchParams.get('page'))
    if (Number.isInteger(page) && page >= 1) jumpTo(page)
  }, [url, jumpTo])
}
