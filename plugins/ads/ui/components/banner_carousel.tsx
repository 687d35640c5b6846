import { Carousel } from '@douyinfe/semi-ui-19'
import { useShared } from '~/lib/shared_props'
import { SmartLink } from '~/components/smart_link'
import './banner_carousel.css'

/** A website banner as the ads plugin shares it with the home page. */
export interface CarouselBanner {
  id: number
  title: string
  /** The image. */
  path: string
  /** Where a click goes; empty for no link. */
  url: string
  description: string
}

/**
 * A banner whose image carries its own words has no description; one with a description
 * gets the title and description written over the image's lower left.
 */
function Slide({ banner, first }: { banner: CarouselBanner; first: boolean }) {
  const image = (
    <>
      <img src={banner.path} alt={banner.title} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} />
      {banner.description && (
        <span className="ds-banner__caption">
          <strong>{banner.title}</strong>
          <span>{banner.description}</span>
        </span>
      )}
    </>
  )
  return banner.url ? (
    <SmartLink href={banner.url} className="ds-banner" title={banner.title}>
      {image}
    </SmartLink>
  ) : (
    <div className="ds-banner">{image}</div>
  )
}

/** The home page's banners (spec: website type), one after another; nothing when there are none. */
export function BannerCarousel({ className }: { className?: string }) {
  const banners = (useShared().banners as CarouselBanner[] | undefined) ?? []
  if (banners.length === 0) return null
  const several = banners.length > 1
  return (
    <section className={`ds-banners${className ? ` ${className}` : ''}`} aria-label="横幅">
      <Carousel
        theme="light"
        animation="slide"
        autoPlay={several ? { interval: 5000, hoverToPause: true } : false}
        showArrow={several}
        arrowType="hover"
        showIndicator={several}
        indicatorType="dot"
        indicatorPosition="right"
      >
        {banners.map((banner, index) => (
          // The carousel positions its children by the class and style it gives them: plain elements.
          <div key={banner.id}>
            <Slide banner={banner} first={index === 0} />
          </div>
        ))}
      </Carousel>
    </section>
  )
}
