import type { ComponentProps, MouseEvent } from 'react'
import { router } from '@inertiajs/react'
import { shouldIntercept } from '@inertiajs/core'
import { isExternal } from '~/lib/site_routes'

export type LinkProps = ComponentProps<'a'> & { href: string; preserveScroll?: boolean }

/**
 * A link to a page of this site: a plain anchor whose clicks become Inertia visits when Inertia's
 * own Link would take them. Inertia's Link runs hooks and parses its href on every render, and a
 * page renders dozens of links on the server; this one does its work only when clicked.
 */
export function Link({ href, preserveScroll = false, onClick, ...rest }: LinkProps) {
  function visit(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (!shouldIntercept(event) || event.currentTarget.hasAttribute('download') || isExternal(href)) return
    event.preventDefault()
    router.visit(href, { preserveScroll })
  }
  return <a {...rest} href={href} onClick={visit} />
}
