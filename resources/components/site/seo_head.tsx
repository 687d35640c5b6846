import { Children, type ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { useCurrentUrl, useSetting, useShared } from '~/lib/shared_props'
import { pathOf } from '~/lib/site_routes'

const DESCRIPTION_LENGTH = 160

export interface SeoHeadProps {
  /** The page's own title; " - <site name>" is appended unless `siteTitle` is false. */
  title: string
  siteTitle?: boolean
  /** Plain text; the site description (system.description) when empty. */
  description?: string
  keywords?: string
  /** Canonical path with the query that matters (e.g. ?page=2); the current path without query by default. */
  path?: string
  /** Share image: a path on this site or an absolute URL (document cover, article picture). */
  image?: string
  /** The share image's pixels and what it shows, when known: crawlers can lay out the card before fetching it. */
  imageWidth?: number
  imageHeight?: number
  imageAlt?: string
  type?: 'website' | 'article' | 'profile'
  /** Sign-in screens and personal pages: kept out of search results. */
  noindex?: boolean
  /**
   * schema.org data about the page's subject (JSON-LD), without `@context`, `url` and `image`:
   * those come from the canonical URL and `image`.
   */
  structuredData?: Record<string, unknown>
  /** More head tags (rel prev/next), each with a head-key so client navigation replaces them. */
  children?: ReactNode
}

/** A path on this site (or an absolute URL) as an absolute URL below the site base URL. */
export function absoluteSiteUrl(baseUrl: string, pathOrUrl: string) {
  if (!pathOrUrl || /^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  if (pathOrUrl.startsWith('//')) return `${baseUrl.startsWith('http:') ? 'http:' : 'https:'}${pathOrUrl}`
  return `${baseUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`
}

/** JSON for a <script> element: "<" escaped, so no value can close the element. */
export function jsonLd(data: Record<string, unknown>) {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** The site's absolute base URL (system.domain, else APP_URL), as canonical links use it. */
export function useSiteBaseUrl() {
  const { siteUrl } = useShared()
  const domain = useSetting<string>('system', 'domain', '')
  return String(siteUrl || domain || '')
}

export function metaDescription(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > DESCRIPTION_LENGTH ? `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…` : flat
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card tags of a public page, in the
 * server-rendered <head> (Inertia SSR) and replaced on client navigation (head-key).
 */
export function SeoHead({
  title,
  siteTitle = true,
  description,
  keywords,
  path,
  image,
  imageWidth,
  imageHeight,
  imageAlt,
  type = 'website',
  noindex,
  structuredData,
  children,
}: SeoHeadProps) {
  const currentUrl = useCurrentUrl()
  const sitename = useSetting<string>('system', 'sitename', 'Docsite') || 'Docsite'
  const siteDescription = useSetting<string>('system', 'description', '')
  const baseUrl = useSiteBaseUrl()
  const fullTitle = siteTitle ? `${title} - ${sitename}` : title
  const summary = metaDescription(description || siteDescription || title)
  const canonical = absoluteSiteUrl(baseUrl, path ?? pathOf(currentUrl))
  const imageUrl = image ? absoluteSiteUrl(baseUrl, image) : ''
  return (
    <Head title={fullTitle}>
      <meta head-key="description" name="description" content={summary} />
      {keywords ? <meta head-key="keywords" name="keywords" content={keywords} /> : null}
      {noindex ? <meta head-key="robots" name="robots" content="noindex, follow" /> : null}
      <link head-key="canonical" rel="canonical" href={canonical} />
      <meta head-key="og:type" property="og:type" content={type} />
      <meta head-key="og:site_name" property="og:site_name" content={sitename} />
      <meta head-key="og:title" property="og:title" content={title} />
      <meta head-key="og:description" property="og:description" content={summary} />
      <meta head-key="og:url" property="og:url" content={canonical} />
      <meta head-key="og:locale" property="og:locale" content="zh_CN" />
      {imageUrl ? <meta head-key="og:image" property="og:image" content={imageUrl} /> : null}
      {imageUrl && imageWidth && imageHeight ? (
        <meta head-key="og:image:width" property="og:image:width" content={String(imageWidth)} />
      ) : null}
      {imageUrl && imageWidth && imageHeight ? (
        <meta head-key="og:image:height" property="og:image:height" content={String(imageHeight)} />
      ) : null}
      {imageUrl && imageAlt ? <meta head-key="og:image:alt" property="og:image:alt" content={imageAlt} /> : null}
      <meta head-key="twitter:card" name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta head-key="twitter:title" name="twitter:title" content={title} />
      <meta head-key="twitter:description" name="twitter:description" content={summary} />
      {imageUrl ? <meta head-key="twitter:image" name="twitter:image" content={imageUrl} /> : null}
      {structuredData ? (
        <script
          head-key="ld-json"
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonLd({
              '@context': 'https://schema.org',
              ...structuredData,
              'url': canonical,
              ...(imageUrl ? { image: imageUrl } : {}),
            }),
          }}
        />
      ) : null}
      {Children.toArray(children)}
    </Head>
  )
}
